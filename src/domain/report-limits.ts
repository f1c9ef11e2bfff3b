/**
 * What a report may hold, in one place: `firestore.rules` enforces these same
 * figures (scripts/report-limits-sync.test.ts fails when the two drift apart),
 * and the site's parsers and photo filter use them. The bounds keep the largest
 * report a client can write under 20 KB (Firestore counts at most 4 bytes a
 * character): 2,000 + 200 + 100 characters of text, ten 500-character ASCII URLs.
 */

/** Hosts a report photo may be loaded from over https: Firebase Storage's download and bucket hosts. */
export const PHOTO_HOSTS = ['firebasestorage.googleapis.com', 'storage.googleapis.com'] as const;

/**
 * Same-origin photo paths the rules accept (the demo data's drawings); the
 * site shows any root-relative path, since it can only load the site's own files.
 */
export const SAME_ORIGIN_PHOTO_PREFIX = '/demo/photos/';

export const MAX_PHOTOS = 10;
export const MAX_PHOTO_URL_CHARS = 500;
export const MAX_DESCRIPTION_CHARS = 2000;
export const MAX_STREET_ADDRESS_CHARS = 200;
export const MAX_REPORTED_BY_CHARS = 100;
export const MAX_MUNICIPAL_REFERENCE_CHARS = 60;
export const MAX_REPORT_ID_CHARS = 128;

/** A report's createdAt, on create, lies within this much of the server's clock. */
export const CREATED_AT_TOLERANCE_MINUTES = 10;

/** Characters a photo URL's path and query may use: printable ASCII, no quotes, backslash, spaces or angle brackets. */
const URL_TAIL = "[A-Za-z0-9._~%!$&'()*+,;=:@/?#-]";

/**
 * The RE2 pattern (Firestore rules' `matches`) and JavaScript pattern a stored
 * photo URL must match: https on an allowed host, or a demo photo path.
 */
export function photoUrlPattern(): string {
  const hosts = PHOTO_HOSTS.map((host) => host.replaceAll('.', '\\.')).join('|');
  return `^(https://(${hosts})/${URL_TAIL}*|${SAME_ORIGIN_PHOTO_PREFIX}[A-Za-z0-9._-]+)$`;
}

/** The origins the Content Security Policy's img-src must admit for photos. */
export function photoOrigins(): string[] {
  return PHOTO_HOSTS.map((host) => `https://${host}`);
}
