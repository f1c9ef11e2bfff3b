/**
 * Small, total converters from untrusted document values to plain data. Each one
 * returns a value or null and never throws, whatever it is given: documents come
 * from several app versions and from hands we do not control.
 */
import type { Coordinates } from './model';

type Loose = Record<string, unknown>;

export function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The furthest a JavaScript Date reaches either side of 1970, in ms: beyond it `new Date` is invalid. */
const MAX_EPOCH_MS = 8.64e15;

/** True for epoch milliseconds a Date can hold. */
export function isEpochMs(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_EPOCH_MS;
}

/**
 * A date given as a Firestore Timestamp (SDK object or `{seconds, nanoseconds}`),
 * a JS Date, an ISO string or epoch milliseconds, as epoch milliseconds; null
 * when unreadable or beyond what a Date can hold (formatting one would throw).
 */
export function toEpochMs(value: unknown): number | null {
  const ms = readEpochMs(value);
  // `+ 0` makes -0 plain 0, as JSON (the map index, the snapshot store) would anyway.
  return isEpochMs(ms) ? ms + 0 : null;
}

function readEpochMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? null : ms;
  }
  if (isRecord(value)) {
    const seconds = value.seconds ?? value._seconds;
    const nanos = value.nanoseconds ?? value._nanoseconds ?? 0;
    if (typeof seconds === 'number' && Number.isFinite(seconds)) {
      const extra = typeof nanos === 'number' && Number.isFinite(nanos) ? nanos / 1e6 : 0;
      return seconds * 1000 + Math.floor(extra);
    }
    const toMillis = value.toMillis;
    if (typeof toMillis === 'function') return safeCall(() => readEpochMs(toMillis.call(value)));
  }
  return null;
}

function safeCall<T>(fn: () => T | null): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

/**
 * Coordinates from a `{latitude, longitude}` map (the mobile app's shape), a
 * GeoPoint (same fields, or `_lat`/`_long` when serialised) or `{lat, lng}`.
 * Numbers given as numeric strings are accepted; anything out of range is null.
 */
export function toCoordinates(value: unknown): Coordinates | null {
  if (!isRecord(value)) return null;
  const latitude = toFiniteNumber(value.latitude ?? value._latitude ?? value._lat ?? value.lat);
  const longitude = toFiniteNumber(value.longitude ?? value._longitude ?? value._long ?? value.lng);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  // `+ 0` makes -0 plain 0, as JSON (the map index, the snapshot store) would anyway.
  return { latitude: latitude + 0, longitude: longitude + 0 };
}

/** A finite number, or a string that is one; otherwise null. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A count: a non-negative whole number, 0 when missing or unreadable. */
export function toCount(value: unknown): number {
  const n = toFiniteNumber(value);
  return n === null || n < 0 ? 0 : Math.floor(n);
}

/** A trimmed string, or null when missing, empty or not text. */
export function toText(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function toBoolean(value: unknown): boolean {
  return value === true || value === 'true';
}
