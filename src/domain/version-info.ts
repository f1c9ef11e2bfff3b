/**
 * Reads `/version.json`, the static file that names the current Android build
 * (docs/product-behaviour.md §3.6 and §7.3), into plain data. The file is edited by hand at release
 * time and served from anywhere, so it is untrusted: a body without a usable
 * version is a failure, and an `apkUrl` that is not same-origin or an `https:`
 * address is replaced by the default path, so a typo or an injected
 * `javascript:` URL never reaches the download button. The APK's `sha256` and
 * `size` are kept only when well formed; anything else counts as not given (the
 * download then goes ahead unchecked, and says so), so a typo in the file never
 * blocks the download. Never throws.
 */
import { DEFAULT_APK_PATH } from './constants';
import { parsed, skipped, type ParseResult } from './parse-result';
import { isRecord } from './parse-values';
import { isSafeUrl } from './safe-url';

/** Where the version file lives, at the site root. */
export const VERSION_INFO_PATH = '/version.json';

/** A version string longer than this is not a version, it is a mistake. */
const MAX_VERSION_LENGTH = 40;

export interface VersionInfo {
  readonly version: string;
  /** "What's new" text, or null when the file gives none. */
  readonly notes: string | null;
  /** Where the APK is fetched from: a root-relative path, an https: URL, or a URL on the site's own origin. */
  readonly apkUrl: string;
  /** The APK's SHA-256 as 64 lower-case hex digits, or null when the file gives none (or a malformed one). */
  readonly sha256: string | null;
  /** The APK's length in bytes, or null when the file gives none (or an unusable one). */
  readonly size: number | null;
}

/**
 * Parses the raw text of version.json; invalid JSON is a failure like any other.
 * `pageOrigin` is the site's origin, so an absolute apkUrl on the site itself passes.
 */
export function parseVersionJson(text: string, pageOrigin: string | null = null): ParseResult<VersionInfo> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return skipped('version.json is not valid JSON');
  }
  return parseVersionInfo(data, pageOrigin);
}

/** Parses an already-decoded version.json body. */
export function parseVersionInfo(data: unknown, pageOrigin: string | null = null): ParseResult<VersionInfo> {
  if (!isRecord(data)) return skipped('version.json is not an object');
  const version = toVersion(data.version);
  if (version === null) return skipped('version.json has no usable version string');
  return parsed({
    version,
    notes: toNotes(data.notes),
    apkUrl: safeApkUrl(data.apkUrl, pageOrigin),
    sha256: toSha256(data.sha256),
    size: toApkSize(data.size),
  });
}

/** A trimmed, printable version string of sensible length; numbers are not accepted (the file says "1.4.2", not 1.4). */
function toVersion(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const version = value.trim();
  if (version === '' || version.length > MAX_VERSION_LENGTH) return null;
  return hasControlCharacters(version) ? null : version;
}

function toNotes(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const notes = value.trim();
  return notes === '' ? null : notes;
}

/** A SHA-256 digest in hex: 64 digits. Upper case is accepted (some tools print it) and lowered. */
const SHA256_HEX = /^[0-9a-f]{64}$/u;

/** The digest, trimmed and lower-cased, when it is 64 hex digits; otherwise null. */
export function toSha256(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const hex = value.trim().toLowerCase();
  return SHA256_HEX.test(hex) ? hex : null;
}

/** Larger than any APK we would ship (the real one is about 25 MB): a size past it is a mistake. */
const MAX_APK_BYTES = 1_000_000_000;

/** A whole, positive number of bytes up to MAX_APK_BYTES; numbers only, as JSON writes them. */
function toApkSize(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_APK_BYTES ? value : null;
}

/**
 * The given APK address when it is safe to fetch, else DEFAULT_APK_PATH: a
 * root-relative path, an absolute `https:` URL without credentials, or an
 * absolute URL on the page's own origin (`pageOrigin`), by the same guard as
 * photo URLs (safe-url.ts). Surrounding white space is trimmed first.
 */
export function safeApkUrl(value: unknown, pageOrigin: string | null = null): string {
  if (typeof value !== 'string') return DEFAULT_APK_PATH;
  const candidate = value.trim();
  return isSafeUrl(candidate, pageOrigin) ? candidate : DEFAULT_APK_PATH;
}

/**
 * The name the APK is saved under: `mzansi-fix-<version>.apk`, or
 * `mzansi-fix.apk` when the version is unknown. Characters a file system might
 * object to become `-`.
 */
export function apkFileName(version: string | null): string {
  const safe = version?.replace(/[^0-9A-Za-z._-]+/gu, '-').replace(/^[.-]+|[.-]+$/gu, '') ?? '';
  return safe === '' ? 'mzansi-fix.apk' : `mzansi-fix-${safe}.apk`;
}

function hasControlCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  return /[\u0000-\u001f\u007f]/u.test(text);
}
