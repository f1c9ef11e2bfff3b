// version.json parsing: its fields, every way the file can be wrong, the APK address guard and the APK's checksum and size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APK_PATH } from './constants';
import { apkFileName, parseVersionInfo, parseVersionJson, safeApkUrl, toSha256 } from './version-info';

const SHA256 = '0123456789abcdef'.repeat(4);

describe('parseVersionJson', () => {
  it('reads the shipped file', () => {
    const text = JSON.stringify({ version: '1.4.2', notes: 'Faster photo uploads.', apkUrl: '/mzansi-fix.apk', sha256: SHA256, size: 400 });
    expect(parseVersionJson(text)).toEqual({
      ok: true,
      value: { version: '1.4.2', notes: 'Faster photo uploads.', apkUrl: '/mzansi-fix.apk', sha256: SHA256, size: 400 },
    });
  });

  it('fails on text that is not JSON', () => {
    for (const text of ['', '<!doctype html><html></html>', '{"version": "1.4.2"', 'undefined']) {
      expect(parseVersionJson(text).ok).toBe(false);
    }
  });

  it('fails on JSON that is not an object', () => {
    for (const text of ['null', '"1.4.2"', '142', '[{"version":"1.4.2"}]', 'true']) {
      expect(parseVersionJson(text).ok).toBe(false);
    }
  });

  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof parseVersionJson(text).ok === 'boolean'));
    fc.assert(fc.property(fc.json(), (text) => typeof parseVersionJson(text).ok === 'boolean'));
  });
});

describe('parseVersionInfo', () => {
  it('fails without a usable version string', () => {
    for (const version of [undefined, null, 142, 1.4, true, {}, ['1.4.2'], '', '   ', 'x'.repeat(41), '1.4\n2', '1.4.2\u0000']) {
      expect(parseVersionInfo({ version, apkUrl: '/a.apk' }).ok, String(version)).toBe(false);
    }
  });

  it('trims the version and the notes', () => {
    const result = parseVersionInfo({ version: '  2.0.0-beta.1 ', notes: '\n Bug fixes. \n' });
    expect(result.ok && result.value).toEqual({ version: '2.0.0-beta.1', notes: 'Bug fixes.', apkUrl: DEFAULT_APK_PATH, sha256: null, size: null });
  });

  it('keeps a well-formed sha256, lower-cased and trimmed', () => {
    for (const sha256 of [SHA256, SHA256.toUpperCase(), `  ${SHA256}\n`]) {
      const result = parseVersionInfo({ version: '1.0.0', sha256 });
      expect(result.ok && result.value.sha256, JSON.stringify(sha256)).toBe(SHA256);
    }
  });

  it('treats a missing or malformed sha256 as none, and still reads the rest', () => {
    const malformed = [undefined, null, 42, true, [SHA256], { sha256: SHA256 }, '', SHA256.slice(1), `${SHA256}0`, `0x${SHA256}`, `${SHA256.slice(1)}g`, `${SHA256.slice(0, 32)} ${SHA256.slice(33)}`, `sha256:${SHA256}`];
    for (const sha256 of malformed) {
      const result = parseVersionInfo({ version: '1.0.0', apkUrl: '/a.apk', sha256 });
      expect(result.ok && result.value, JSON.stringify(sha256)).toEqual({ version: '1.0.0', notes: null, apkUrl: '/a.apk', sha256: null, size: null });
    }
  });

  it('keeps a whole, positive size in bytes, and treats anything else as none', () => {
    for (const size of [1, 400, 26_214_400]) {
      const result = parseVersionInfo({ version: '1.0.0', size });
      expect(result.ok && result.value.size).toBe(size);
    }
    for (const size of [undefined, null, 0, -400, 1.5, '400', '25 MB', 1e12, Number.MAX_SAFE_INTEGER + 2, true, [400]]) {
      const result = parseVersionInfo({ version: '1.0.0', size });
      expect(result.ok && result.value.size, JSON.stringify(size)).toBeNull();
    }
  });

  it('treats missing, empty or non-text notes as none', () => {
    for (const notes of [undefined, null, '', '  ', 5, ['a'], { text: 'a' }]) {
      const result = parseVersionInfo({ version: '1.0.0', notes });
      expect(result.ok && result.value.notes).toBeNull();
    }
  });

  it('uses the default APK path when apkUrl is missing or unsafe', () => {
    for (const apkUrl of [undefined, null, 7, 'javascript:alert(1)', 'http://example.org/a.apk']) {
      const result = parseVersionInfo({ version: '1.0.0', apkUrl });
      expect(result.ok && result.value.apkUrl).toBe(DEFAULT_APK_PATH);
    }
  });
});

describe('toSha256', () => {
  it('gives 64 lower-case hex digits or null, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      const sha256 = toSha256(value);
      return sha256 === null || /^[0-9a-f]{64}$/u.test(sha256);
    }));
    fc.assert(fc.property(fc.stringMatching(/^[0-9a-fA-F]{64}$/u), (hex) => toSha256(hex) === hex.toLowerCase()));
  });
});

describe('safeApkUrl', () => {
  it('keeps root-relative paths', () => {
    expect(safeApkUrl('/mzansi-fix.apk')).toBe('/mzansi-fix.apk');
    expect(safeApkUrl('/builds/1.4.2/mzansi-fix.apk?v=2#x')).toBe('/builds/1.4.2/mzansi-fix.apk?v=2#x');
    expect(safeApkUrl('  /padded.apk  ')).toBe('/padded.apk');
  });

  it('keeps absolute https: URLs', () => {
    expect(safeApkUrl('https://downloads.example.org/mzansi-fix.apk')).toBe('https://downloads.example.org/mzansi-fix.apk');
    expect(safeApkUrl('HTTPS://downloads.example.org/a.apk')).toBe('HTTPS://downloads.example.org/a.apk');
  });

  it('refuses every other scheme', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:application/vnd.android.package-archive;base64,UEsDBA==',
      'http://example.org/mzansi-fix.apk',
      'ftp://example.org/mzansi-fix.apk',
      'file:///sdcard/mzansi-fix.apk',
      'blob:https://example.org/1234',
      'vbscript:msgbox(1)',
    ]) {
      expect(safeApkUrl(url), url).toBe(DEFAULT_APK_PATH);
    }
  });

  it('keeps an absolute address on the site\'s own origin, and only that one, over http', () => {
    const origin = 'http://127.0.0.1:4183';
    expect(safeApkUrl('http://127.0.0.1:4183/builds/a.apk', origin)).toBe('http://127.0.0.1:4183/builds/a.apk');
    expect(safeApkUrl('http://127.0.0.1:4184/builds/a.apk', origin)).toBe(DEFAULT_APK_PATH);
    expect(safeApkUrl('http://127.0.0.1:4183/builds/a.apk')).toBe(DEFAULT_APK_PATH);
    expect(safeApkUrl('javascript:alert(1)', 'null')).toBe(DEFAULT_APK_PATH);
    const result = parseVersionJson(JSON.stringify({ version: '1.0.0', apkUrl: `${origin}/x.apk` }), origin);
    expect(result.ok && result.value.apkUrl).toBe(`${origin}/x.apk`);
  });

  it('refuses relative and protocol-relative addresses', () => {
    for (const url of ['mzansi-fix.apk', './mzansi-fix.apk', '../mzansi-fix.apk', '//evil.example/a.apk', '///evil.example/a.apk', '?x=1', '#a']) {
      expect(safeApkUrl(url), url).toBe(DEFAULT_APK_PATH);
    }
  });

  it('refuses addresses the URL parser would turn into another site', () => {
    for (const url of ['/\\evil.example/a.apk', '\\\\evil.example/a.apk', '/\t/evil.example/a.apk', '/\n/evil.example', '/ /evil.example', '/a.apk\u0000']) {
      expect(safeApkUrl(url), JSON.stringify(url)).toBe(DEFAULT_APK_PATH);
    }
  });

  it('refuses https: URLs without a host or with credentials', () => {
    for (const url of ['https:', 'https://', 'https://user:secret@example.org/a.apk', 'https://user@example.org/a.apk']) {
      expect(safeApkUrl(url), url).toBe(DEFAULT_APK_PATH);
    }
  });

  it('refuses garbage', () => {
    for (const url of [undefined, null, '', '   ', 0, true, {}, ['/a.apk'], 'not a url']) {
      expect(safeApkUrl(url)).toBe(DEFAULT_APK_PATH);
    }
  });

  it('only ever gives a single-slash path or an https: URL', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.anything()), (value) => {
        const url = safeApkUrl(value);
        const rootRelative = url.startsWith('/') && !url.startsWith('//');
        return rootRelative || /^https:\/\/[^/\\]/iu.test(url);
      }),
    );
  });
});

describe('apkFileName', () => {
  it('names the file after the version', () => {
    expect(apkFileName('1.4.2')).toBe('mzansi-fix-1.4.2.apk');
    expect(apkFileName('2.0.0-beta_1')).toBe('mzansi-fix-2.0.0-beta_1.apk');
  });

  it('falls back to a plain name without a version', () => {
    expect(apkFileName(null)).toBe('mzansi-fix.apk');
    expect(apkFileName('')).toBe('mzansi-fix.apk');
    expect(apkFileName('///')).toBe('mzansi-fix.apk');
  });

  it('replaces characters a file system might object to', () => {
    expect(apkFileName('1.4.2 (build 7)')).toBe('mzansi-fix-1.4.2-build-7.apk');
    expect(apkFileName('../../etc/passwd')).toBe('mzansi-fix-etc-passwd.apk');
  });
});
