// The saved copy's hint in a Map-backed Web Storage (Node has none), and in
// storage that throws, as a browser with storage switched off does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSavedCopyHint, saveSavedCopyHint } from './saved-copy-hint';

function memoryStorage(items = new Map<string, string>()): Pick<Storage, 'getItem' | 'setItem'> {
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, String(value)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the saved copy hint', () => {
  it('says nothing was saved on a first visit, then gives back the dates of the copy saved', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(loadSavedCopyHint()).toBeNull();
    saveSavedCopyHint({ builtAt: 1_700_000_000_000, rebuiltAt: 1_690_000_000_000 });
    expect(loadSavedCopyHint()).toEqual({ builtAt: 1_700_000_000_000, rebuiltAt: 1_690_000_000_000 });
    saveSavedCopyHint({ builtAt: 5, rebuiltAt: null });
    expect(loadSavedCopyHint()).toEqual({ builtAt: 5, rebuiltAt: null });
  });

  it('cannot tell (undefined) from damaged text or storage switched off, and saving then throws nothing', () => {
    for (const text of ['{', '42', 'null', '{"builtAt":"yesterday"}']) {
      vi.stubGlobal('localStorage', memoryStorage(new Map([['mzansi-fix.map-index-copy', text]])));
      expect(loadSavedCopyHint()).toBeUndefined();
    }
    const refusing = { getItem: () => { throw new DOMException('denied', 'SecurityError'); }, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    vi.stubGlobal('localStorage', refusing);
    expect(loadSavedCopyHint()).toBeUndefined();
    expect(() => saveSavedCopyHint({ builtAt: 1, rebuiltAt: 1 })).not.toThrow();
  });
});
