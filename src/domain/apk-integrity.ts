/**
 * Whether a downloaded APK is the one version.json describes (docs/product-behaviour.md
 * §2.10): a sideloaded app file is exactly what an attacker swaps, so the page
 * compares the bytes it received with the published SHA-256 and size before it
 * saves them. The browser computes the digest; the rules for what it means live
 * here, without it.
 */

/** What version.json says the APK should be; either may be unknown. */
export interface ApkExpectation {
  /** 64 lower-case hex digits, or null when none is published. */
  readonly sha256: string | null;
  /** Bytes, or null when not stated. */
  readonly size: number | null;
}

/** Nothing published: the download goes ahead unchecked, with a note. */
export const NO_EXPECTATION: ApkExpectation = { sha256: null, size: null };

export type ApkJudgement =
  /** The digest matches the published one. */
  | { readonly verdict: 'verified' }
  /** Saved without a check: no checksum was published, or this browser cannot compute one. */
  | { readonly verdict: 'unchecked'; readonly reason: 'no-checksum' | 'no-digest' }
  /** Not saved: far from the stated size (an incomplete file, or another file). */
  | { readonly verdict: 'wrong-size'; readonly stated: number; readonly actual: number }
  /** Not saved: the digest differs from the published one (damaged or changed). */
  | { readonly verdict: 'mismatch' };

/**
 * How far the length may stray from the stated size before the file is refused.
 * The stated size may be rounded by whoever wrote version.json by hand; what the
 * check is for is a file cut short or a different file, which miss by far more.
 */
export const SIZE_TOLERANCE = 0.05;

/** True when `actual` bytes are more than SIZE_TOLERANCE away from the `stated` size. */
export function isSizeFarOff(stated: number, actual: number): boolean {
  return Math.abs(actual - stated) > stated * SIZE_TOLERANCE;
}

/**
 * The verdict on a received file of `size` bytes whose SHA-256 is `sha256`
 * (null when the browser could not compute it). A size far off is refused
 * first: it says more plainly what went wrong than a differing digest does.
 */
export function judgeApk(expected: ApkExpectation, actual: { readonly size: number; readonly sha256: string | null }): ApkJudgement {
  if (expected.size !== null && isSizeFarOff(expected.size, actual.size)) {
    return { verdict: 'wrong-size', stated: expected.size, actual: actual.size };
  }
  if (expected.sha256 === null) return { verdict: 'unchecked', reason: 'no-checksum' };
  if (actual.sha256 === null) return { verdict: 'unchecked', reason: 'no-digest' };
  return actual.sha256.toLowerCase() === expected.sha256 ? { verdict: 'verified' } : { verdict: 'mismatch' };
}

/** Bytes as lower-case hex, two digits each: how SHA-256 digests are written. */
export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** A digest cut into groups of `size` digits, so a person comparing by eye can keep their place. */
export function hexGroups(hex: string, size = 8): string[] {
  const groups: string[] = [];
  for (let start = 0; start < hex.length; start += size) groups.push(hex.slice(start, start + size));
  return groups;
}
