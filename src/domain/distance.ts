/** Great-circle distance and how it is written (docs/product-behaviour.md §9.4). */
import type { Coordinates } from './model';

export const EARTH_RADIUS_KM = 6371;

/** Haversine distance between two points, in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How a language writes numbers (src/messages/formats.ts gives the active one's); English by default. */
export interface NumberWords {
  /** A whole number, grouped: "12 345". */
  readonly count: (n: number) => string;
  /** A number with `digits` decimals: "1.2". */
  readonly decimal: (value: number, digits: number) => string;
}

export const ENGLISH_NUMBERS: NumberWords = {
  count: (n) => n.toLocaleString('en-ZA'),
  decimal: (value, digits) => value.toFixed(digits),
};

/**
 * "350 m" under 1 km, otherwise kilometres with one decimal ("1.2 km"). A
 * distance that rounds to 1000 m is written as "1.0 km", never "1000 m".
 * The unit symbols are the same in every language the site speaks.
 */
export function formatDistance(km: number, numbers: NumberWords = ENGLISH_NUMBERS): string {
  const metres = Math.round(km * 1000);
  if (metres < 1000) return `${Math.max(0, metres)} m`;
  return `${numbers.decimal(km, 1)} km`;
}
