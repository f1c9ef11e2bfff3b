/**
 * What a report may hold, in one place: `firestore.rules` enforces these same
 * figures (scripts/report-limits-sync.test.ts fails when the two drift apart),
 * and the site's parsers and photo filter use them. The bounds keep the largest
 * report a client can write under 20 KB (Firestore counts at most 4 bytes a
 * character): 2,000 + 200 + 100 characters of text, ten 500-character ASCII URLs.
 */

/**
 * The Cloud Storage bucket of each Firebase project this code is deployed to. A report
 * photo is admitted only from one of these buckets (or the demo's own paths): the rules'
 * photoUrlPattern, the Content Security Policy's img-src and connect-src (firebase.json)
 * and the site's photo filter (safe-url.ts) all come from this list, and
 * scripts/report-limits-sync.test.ts fails when the rules or the policy drift from it.
 * The build refuses a Firebase configuration whose bucket is not listed here
 * (scripts/lib/build-facts.mjs): add a new project's bucket before deploying to it.
 * Any other bucket, however Google-hosted, is someone else's: its owner could swap the
 * picture after people voted and log every viewer's address (issue 36).
 */
export const PHOTO_BUCKETS = ['demo-mzansi-fix.appspot.com'] as const;

/**
 * Same-origin photo paths the rules accept (the demo data's drawings); the
 * site shows these and nothing else of its own origin.
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

/** A Storage bucket name's characters (Google's naming rules: lower case, digits, dots, dashes, underscores). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]*[a-z0-9]$/u;

/** The https prefixes a bucket's objects are served under: Firebase's download URLs and Cloud Storage's public ones. */
export function photoUrlPrefixes(bucket: string): string[] {
  if (!BUCKET_NAME.test(bucket)) throw new Error(`"${bucket}" is not a Cloud Storage bucket name`);
  return [`https://firebasestorage.googleapis.com/v0/b/${bucket}/o/`, `https://storage.googleapis.com/${bucket}/`];
}

/**
 * One character of a photo URL's path or query that is neither a dot nor a slash:
 * printable ASCII without quotes, backslash, spaces or angle brackets, and
 * percent escapes other than `%2e` (an escaped dot).
 */
const URL_UNIT = "(?:[A-Za-z0-9_~!$&'()*+,;=:@?#-]|%[013-9A-Fa-f][0-9A-Fa-f]|%2[0-9A-Da-dFf])";
/** A path segment with no empty, leading, trailing or doubled dot: no `.` or `..` segment. */
const URL_SEGMENT = `${URL_UNIT}+(?:\\.${URL_UNIT}+)*`;
/**
 * What follows a bucket's prefix: segments joined by single slashes. Without dot
 * segments the URL parser cannot walk out of the bucket
 * (`https://storage.googleapis.com/<bucket>/../other-bucket/x` is `/other-bucket/x` once parsed).
 */
const URL_TAIL = `${URL_SEGMENT}(?:/${URL_SEGMENT})*`;
/** A demo photo's file name. */
const DEMO_NAME = '[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*';

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * The RE2 pattern (Firestore rules' `matches`) and JavaScript pattern a stored
 * photo URL must match: an object in one of `buckets` over https, or a demo photo path.
 */
export function photoUrlPattern(buckets: readonly string[] = PHOTO_BUCKETS): string {
  const prefixes = buckets.flatMap(photoUrlPrefixes).map(escapeForPattern).join('|');
  return `^((?:${prefixes})${URL_TAIL}|${escapeForPattern(SAME_ORIGIN_PHOTO_PREFIX)}${DEMO_NAME})$`;
}

/** The sources the Content Security Policy's img-src and connect-src must admit for photos: each bucket's prefixes, paths and all. */
export function photoSources(buckets: readonly string[] = PHOTO_BUCKETS): string[] {
  return buckets.flatMap(photoUrlPrefixes);
}
