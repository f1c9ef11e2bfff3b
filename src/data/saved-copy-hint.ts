/**
 * What the last saved copy of the map index was built from, kept in localStorage
 * ("mzansi-fix.map-index-copy") beside the copy itself in IndexedDB. Read
 * synchronously at boot, it tells a first visit (nothing saved) at once, so the
 * index file is asked for as the script starts instead of after IndexedDB has
 * opened and answered (100-400 ms in a new browser profile). It is only a hint:
 * the copy, once read, decides what the feed does.
 */
import type { MapIndexCopy } from './snapshot-store';

const KEY = 'mzansi-fix.map-index-copy';

export type SavedCopyHint = Pick<MapIndexCopy, 'builtAt' | 'rebuiltAt'>;

/** The saved copy's dates; null when nothing was saved here, undefined when that cannot be told. */
export function loadSavedCopyHint(): SavedCopyHint | null | undefined {
  let text: string | null;
  try {
    text = localStorage.getItem(KEY);
  } catch {
    return undefined; // Storage switched off: read the copy to find out.
  }
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { builtAt, rebuiltAt } = value as Record<string, unknown>;
    if (typeof builtAt !== 'number') return undefined;
    return { builtAt, rebuiltAt: typeof rebuiltAt === 'number' ? rebuiltAt : null };
  } catch {
    return undefined;
  }
}

/** Remembers the dates of the copy just saved (or read) in the snapshot store. */
export function saveSavedCopyHint({ builtAt, rebuiltAt }: SavedCopyHint): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ builtAt, rebuiltAt }));
  } catch {
    // Full or disabled storage: the next visit reads the copy before it decides.
  }
}
