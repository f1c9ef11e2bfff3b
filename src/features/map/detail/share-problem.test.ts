import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserShareCapabilities, problemShareUrl, shareLink } from './share-problem';

const data = { title: 'Pothole on Mzansi Fix', text: 'Pothole reported', url: 'https://mzansifix.co.za/map?problem=p-1' };
const abort = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('problemShareUrl', () => {
  it('links to the map with the report id', () => {
    expect(problemShareUrl('https://mzansifix.co.za', 'p-0001')).toBe('https://mzansifix.co.za/map?problem=p-0001');
  });

  it('encodes ids that are not URL-safe', () => {
    expect(problemShareUrl('http://127.0.0.1:4183', 'a b&c=d/e')).toBe('http://127.0.0.1:4183/map?problem=a%20b%26c%3Dd%2Fe');
  });
});

describe('shareLink', () => {
  it('uses the share sheet when there is one, and does not copy', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats closing the share sheet as a choice: no copy, no warning', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { share: () => Promise.reject(abort()), writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet fails for another reason', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const notAllowed = Object.assign(new Error('no'), { name: 'NotAllowedError' });
    expect(await shareLink(data, { share: () => Promise.reject(notAllowed), writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('asks for copying by hand when the clipboard refuses or is missing', async () => {
    expect(await shareLink(data, { writeText: () => Promise.reject(new Error('denied')) })).toBe('manual');
    expect(await shareLink(data, {})).toBe('manual');
  });
});

describe('browserShareCapabilities', () => {
  it('calls share and writeText on their owners, as browsers require', async () => {
    const clipboard = {
      text: '',
      writeText(this: { text: string }, text: string) {
        this.text = text;
        return Promise.resolve();
      },
    };
    const nav = {
      shared: null as ShareData | null,
      share(this: { shared: ShareData | null }, value: ShareData) {
        this.shared = value;
        return Promise.resolve();
      },
      clipboard,
    };
    const can = browserShareCapabilities(nav as unknown as Navigator);
    await can.share?.(data);
    await can.writeText?.(data.url);
    expect(nav.shared).toEqual(data);
    expect(clipboard.text).toBe(data.url);
  });

  it('offers nothing a browser lacks', () => {
    const can = browserShareCapabilities({} as Navigator);
    expect(can.share).toBeUndefined();
    expect(can.writeText).toBeUndefined();
  });
});
