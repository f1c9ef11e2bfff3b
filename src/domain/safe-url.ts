/**
 * Which stored or served URLs the site may load: report photo URLs (documents
 * the mobile app, or anyone with write access, stored) and the APK address in
 * version.json. A URL is data, not code: only same-site paths, https addresses,
 * or addresses on the page's own origin pass. Anything else (javascript:, data:,
 * plain http to another host, protocol-relative "//host", garbage) is refused.
 */

import { MAX_PHOTO_URL_CHARS, photoUrlPattern } from './report-limits';

/** Control characters (C0, DEL, C1) never belong in a URL we load; browsers silently strip some of them. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * True when `url` is safe to load on a page served from `pageOrigin` (for
 * example "https://mzansifix.co.za"): a root-relative path ("/demo/x.png"), an
 * absolute https: URL, or an absolute URL on `pageOrigin` itself. Backslashes,
 * white space and control characters are refused everywhere, because the URL
 * parser turns `/\` into `//` and silently drops tabs and newlines, which would
 * let `/\evil.example` or `/\t/evil.example` leave the site.
 */
export function isSafeUrl(url: string, pageOrigin: string | null): boolean {
  if (typeof url !== 'string' || url === '') return false;
  if (url.includes('\\') || /\s/u.test(url) || hasControlCharacter(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  const parsed = parseAbsolute(url);
  if (!parsed || parsed.username !== '' || parsed.password !== '' || parsed.hostname === '') return false;
  if (parsed.protocol === 'https:') return true;
  // "null" is the origin of opaque URLs (javascript:, data:, file:): never a match.
  return parsed.protocol === 'http:' && parsed.origin !== 'null' && parsed.origin === pageOrigin;
}

function parseAbsolute(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The compiled photo pattern of each bucket list (one list per build, so this holds one or two). */
const photoPatterns = new Map<string, RegExp>();

function photoPatternFor(buckets: readonly string[]): RegExp {
  const key = buckets.join(' ');
  let pattern = photoPatterns.get(key);
  if (!pattern) {
    pattern = new RegExp(photoUrlPattern(buckets), 'u');
    photoPatterns.set(key, pattern);
  }
  return pattern;
}

/**
 * True when a report photo may be loaded: a safe URL (above), no longer than the
 * rules allow, that is an object in one of `buckets` (this build's own Storage
 * bucket: the rules and the Content Security Policy name the same ones,
 * report-limits.ts) or a demo photo path, written root-relative or on the page's
 * own origin. Any other bucket is someone else's, who could swap the picture or
 * log its viewers; it is left out, so the grid has no broken image either.
 */
export function isSafePhotoUrl(url: string, pageOrigin: string | null, buckets: readonly string[]): boolean {
  if (!isSafeUrl(url, pageOrigin) || url.length > MAX_PHOTO_URL_CHARS) return false;
  const pattern = photoPatternFor(buckets);
  if (url.startsWith('/')) return pattern.test(url);
  const parsed = parseAbsolute(url);
  if (!parsed) return false;
  // On the page's own origin, only a demo path (the rules store those root-relative).
  if (parsed.origin === pageOrigin) return parsed.search === '' && parsed.hash === '' && pattern.test(parsed.pathname);
  return pattern.test(url);
}
