/**
 * Which way a place lies: the compass bearing from one point to another, and
 * that bearing seen from a heading (the way the car points), for the arrows and
 * the "ahead" rule of glance mode. Angles are degrees.
 */
import type { Coordinates } from './model';

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** Half the width of the cone in front of the heading that counts as "ahead". */
export const AHEAD_HALF_ANGLE = 45;
/** Beyond this angle either side of the heading a place is behind. */
export const BEHIND_FROM_ANGLE = 135;

export type RelativeDirection = 'ahead' | 'left' | 'right' | 'behind';

/** An angle in [0, 360). */
export function normaliseDegrees(deg: number): number {
  const value = deg % 360;
  const wrapped = value < 0 ? value + 360 : value;
  // A tiny negative angle wraps to 360 in floating point; that is north.
  return wrapped >= 360 ? 0 : wrapped + 0;
}

/** Initial great-circle bearing from `from` to `to`: 0 is north, 90 east. */
export function bearingDegrees(from: Coordinates, to: Coordinates): number {
  const lat1 = toRad(from.latitude);
  const lat2 = toRad(to.latitude);
  const dLon = toRad(to.longitude - from.longitude);
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  return normaliseDegrees(toDeg(Math.atan2(y, x)));
}

/**
 * A bearing as seen from `heading`, in (-180, 180]: 0 straight ahead, negative
 * to the left, positive to the right. This is the angle the arrow is turned by.
 */
export function relativeBearing(bearing: number, heading: number): number {
  const diff = normaliseDegrees(bearing - heading);
  return diff > 180 ? diff - 360 : diff;
}

/** Ahead within ±45°, behind beyond ±135°, otherwise left or right. */
export function relativeDirection(relative: number): RelativeDirection {
  const size = Math.abs(relative);
  if (size <= AHEAD_HALF_ANGLE) return 'ahead';
  if (size > BEHIND_FROM_ANGLE) return 'behind';
  return relative < 0 ? 'left' : 'right';
}

export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The nearest of the eight compass points to a bearing. */
export function compassPoint(bearing: number): CompassPoint {
  return COMPASS_POINTS[Math.round(normaliseDegrees(bearing) / 45) % 8] as CompassPoint;
}
