/**
 * Reads `/version.json`, the static file that names the current Android build
 * (spec sections 3 and 7), into plain data. The file is edited by hand at release
 * time and served from anywhere, so it is untrusted: a body without a usable
 * version is a failure, and an `apkUrl` that is not a same-site path or an
 * `https:` address is replaced by the default path, so a typo or an injected
 * `javascript:` URL never reaches the download button. Never throws.
 */
import { DEFAULT_APK_PATH } from './constants';
import { parsed, skipped, type ParseResult } from './parse-result';
import { isRecord } from './parse-values';

/** Where the version file lives, at the site root. */
export const VERSION_INFO_PATH = '/version.json';

/** A version string longer than this is not a version, it is a mistake. */
const MAX_VERSION_LENGTH = 40;

export interface VersionInfo {
  readonly version: string;
  /** "What's new" text, or null when the file gives none. */
  readonly notes: string | null;
  /** Where the APK is fetched from: always a root-relative path or an https: URL. */
  readonly apkUrl: string;
}

/** Parses the raw text of version.json; invalid JSON is a failure like any other. */
export function parseVersionJson(text: string): ParseResult<VersionInfo> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return skipped('version.json is not valid JSON');
  }
  return parseVersionInfo(data);
}

/** Parses an already-decoded version.json body. */
export function parseVersionInfo(data: unknown): ParseResult<VersionInfo> {
  if (!isRecord(data)) return skipped('version.json is not an object');
  const version = toVersion(data.version);
  if (version === null) return skipped('version.json has no usable version string');
  return parsed({ version, notes: toNotes(data.notes), apkUrl: safeApkUrl(data.apkUrl) });
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

/**
 * The given APK address when it is safe to fetch, else DEFAULT_APK_PATH. Safe
 * means a root-relative path (one leading `/`, not the protocol-relative `//`)
 * or an absolute `https:` URL without credentials. Backslashes, spaces and
 * control characters are refused everywhere, because the URL parser turns `/\`
 * into `//` and silently drops tabs and newlines, which would let
 * `/\evil.example` or `/\t/evil.example` leave the site.
 */
export function safeApkUrl(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_APK_PATH;
  const candidate = value.trim();
  if (candidate === '' || candidate.includes('\\') || /\s/u.test(candidate) || hasControlCharacters(candidate)) {
    return DEFAULT_APK_PATH;
  }
  if (candidate.startsWith('/')) return candidate.startsWith('//') ? DEFAULT_APK_PATH : candidate;
  return isSafeHttpsUrl(candidate) ? candidate : DEFAULT_APK_PATH;
}

function isSafeHttpsUrl(candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
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
