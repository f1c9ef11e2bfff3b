/**
 * Small checks on the APK response: how long it should be, how far along it is,
 * and whether what arrived is an app file at all. A static host answers a missing
 * file with its HTML start page and status 200, so "OK" alone proves nothing.
 */

/** The MIME type of Android packages, given to the saved Blob. */
export const APK_MIME_TYPE = 'application/vnd.android.package-archive';

/**
 * The number of bytes to expect, or null when unknown. With a Content-Encoding
 * the header counts compressed bytes while the stream gives decompressed ones,
 * so a percentage from it would be wrong.
 */
export function expectedLength(contentLength: string | null, contentEncoding: string | null): number | null {
  if (contentLength === null || (contentEncoding !== null && contentEncoding.trim().toLowerCase() !== 'identity')) return null;
  const length = Number(contentLength.trim());
  return Number.isSafeInteger(length) && length > 0 ? length : null;
}

/** Whole percent done, 0-100, or null when the total is unknown. */
export function progressPercent(received: number, total: number | null): number | null {
  if (total === null || total <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor((received / total) * 100)));
}

/** Megabytes with one decimal, for a download of unknown size. */
export function megabytes(bytes: number): string {
  return (bytes / 1_000_000).toFixed(1);
}

/** True for a web page, the usual stand-in for a missing file on a single-page-app host. */
export function isHtmlResponse(contentType: string | null): boolean {
  return contentType !== null && /^\s*(text\/html|application\/xhtml\+xml)\b/iu.test(contentType);
}

/** An APK is a zip archive, so it starts with the local file header "PK\x03\x04". */
export function isZipArchive(firstBytes: Uint8Array): boolean {
  return firstBytes.length >= 4 && firstBytes[0] === 0x50 && firstBytes[1] === 0x4b && firstBytes[2] === 0x03 && firstBytes[3] === 0x04;
}
