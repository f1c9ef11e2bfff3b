/**
 * Where the next page of an Open311 search starts: the position of the last
 * report of the page before, as Firestore orders a search (creation time, newest
 * first, then, for a search of open reports, status, then id). Handed to clients as an opaque text in the `Link: rel="next"`
 * URL, so page N costs one page of reads, where an offset made Firestore read
 * (and bill) every report it skipped.
 *
 * The time is kept to the nanosecond, as Firestore stores it: a cursor rounded to
 * the millisecond would skip reports made within the same millisecond.
 */
export interface PageCursor {
  /** The last report's `createdAt`: whole seconds since the epoch and the nanoseconds after them. */
  readonly seconds: number;
  readonly nanos: number;
  readonly id: string;
  /** The last report's status: an `open` search orders by it after the time (its `!=` filter makes Firestore do so). */
  readonly status: string | null;
}

const MAX_ID_CHARS = 1500;
/** Firestore's Timestamp range: 0001-01-01 to 9999-12-31. */
const MIN_SECONDS = -62_135_596_800;
const MAX_SECONDS = 253_402_300_799;

/** The cursor as URL-safe text (base64url of the JSON `[seconds, nanos, id, status]`). */
export function encodeCursor(cursor: PageCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([cursor.seconds, cursor.nanos, cursor.id, cursor.status]));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

/** The cursor a text names, or null when it is not one `encodeCursor` could have made. */
export function decodeCursor(text: string): PageCursor | null {
  if (!/^[A-Za-z0-9_-]{1,2100}$/u.test(text)) return null;
  let plain: string;
  try {
    const binary = atob(text.replace(/-/gu, '+').replace(/_/gu, '/'));
    plain = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [seconds, nanos, id, status] = parsed as unknown[];
  if (!Number.isSafeInteger(seconds) || !Number.isSafeInteger(nanos) || typeof id !== 'string' || (status !== null && typeof status !== 'string')) return null;
  const [s, n] = [seconds as number, nanos as number];
  if (s < MIN_SECONDS || s > MAX_SECONDS || n < 0 || n > 999_999_999 || id === '' || id.length > MAX_ID_CHARS || id.includes('/')) return null;
  return { seconds: s, nanos: n, id, status: status === null ? null : String(status).slice(0, 200) };
}
