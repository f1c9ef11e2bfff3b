// The APK check: a published checksum that matches, one that does not, none at all, and the size guard.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexGroups, isSizeFarOff, judgeApk, NO_EXPECTATION, SIZE_TOLERANCE, toHex } from './apk-integrity';

// SHA-256 of the three bytes "abc" (FIPS 180-2, appendix B.1).
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const OTHER = 'a'.repeat(64);

describe('judgeApk', () => {
  it('verifies a file whose digest matches the published one', () => {
    expect(judgeApk({ sha256: ABC, size: 3 }, { size: 3, sha256: ABC })).toEqual({ verdict: 'verified' });
    expect(judgeApk({ sha256: ABC, size: null }, { size: 3, sha256: ABC })).toEqual({ verdict: 'verified' });
  });

  it('reads a digest written in capitals the same', () => {
    expect(judgeApk({ sha256: ABC, size: null }, { size: 3, sha256: ABC.toUpperCase() })).toEqual({ verdict: 'verified' });
  });

  it('refuses a file whose digest differs, by a single digit too', () => {
    expect(judgeApk({ sha256: ABC, size: 3 }, { size: 3, sha256: OTHER })).toEqual({ verdict: 'mismatch' });
    const oneOff = `${ABC.slice(0, 63)}${ABC.endsWith('d') ? 'e' : 'd'}`;
    expect(judgeApk({ sha256: ABC, size: 3 }, { size: 3, sha256: oneOff })).toEqual({ verdict: 'mismatch' });
  });

  it('lets a file through unchecked when no checksum is published', () => {
    expect(judgeApk(NO_EXPECTATION, { size: 400, sha256: null })).toEqual({ verdict: 'unchecked', reason: 'no-checksum' });
    expect(judgeApk({ sha256: null, size: 400 }, { size: 400, sha256: OTHER })).toEqual({ verdict: 'unchecked', reason: 'no-checksum' });
  });

  it('says so when the browser could not compute a digest to compare', () => {
    expect(judgeApk({ sha256: ABC, size: 3 }, { size: 3, sha256: null })).toEqual({ verdict: 'unchecked', reason: 'no-digest' });
  });

  it('refuses a file far from the stated size, before looking at the digest', () => {
    expect(judgeApk({ sha256: ABC, size: 25_000_000 }, { size: 1_000_000, sha256: ABC })).toEqual({ verdict: 'wrong-size', stated: 25_000_000, actual: 1_000_000 });
    expect(judgeApk({ sha256: null, size: 25_000_000 }, { size: 40_000_000, sha256: null })).toEqual({ verdict: 'wrong-size', stated: 25_000_000, actual: 40_000_000 });
    expect(judgeApk({ sha256: OTHER, size: 400 }, { size: 9, sha256: ABC }).verdict).toBe('wrong-size');
  });

  it('accepts a size close to the stated one (a rounded figure in version.json)', () => {
    expect(judgeApk({ sha256: null, size: 25_000_000 }, { size: 25_123_456, sha256: null })).toEqual({ verdict: 'unchecked', reason: 'no-checksum' });
  });
});

describe('isSizeFarOff', () => {
  it('allows SIZE_TOLERANCE either way, and no more', () => {
    expect(isSizeFarOff(1000, 1000)).toBe(false);
    expect(isSizeFarOff(1000, 1000 * (1 + SIZE_TOLERANCE))).toBe(false);
    expect(isSizeFarOff(1000, 1000 * (1 - SIZE_TOLERANCE))).toBe(false);
    expect(isSizeFarOff(1000, 1000 * (1 + SIZE_TOLERANCE) + 1)).toBe(true);
    expect(isSizeFarOff(1000, 1000 * (1 - SIZE_TOLERANCE) - 1)).toBe(true);
    expect(isSizeFarOff(400, 0)).toBe(true);
  });
});

describe('toHex', () => {
  it('writes two lower-case digits a byte, leading zeros kept', () => {
    expect(toHex(new Uint8Array([]))).toBe('');
    expect(toHex(new Uint8Array([0x00, 0x0f, 0xab, 0xff]))).toBe('000fabff');
  });

  it('gives back the bytes it was given', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        const hex = toHex(bytes);
        const again = Uint8Array.from(hex.match(/../gu) ?? [], (pair) => parseInt(pair, 16));
        return /^[0-9a-f]*$/u.test(hex) && hex.length === bytes.length * 2 && again.every((byte, index) => byte === bytes[index]);
      }),
    );
  });
});

describe('hexGroups', () => {
  it('cuts a digest into eight groups of eight, nothing lost', () => {
    const groups = hexGroups(ABC);
    expect(groups).toHaveLength(8);
    expect(groups.every((group) => group.length === 8)).toBe(true);
    expect(groups.join('')).toBe(ABC);
    expect(hexGroups('abcdef', 4)).toEqual(['abcd', 'ef']);
  });
});
