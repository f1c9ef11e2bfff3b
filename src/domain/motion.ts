/**
 * Speed and heading from a stream of position fixes, for glance mode. The
 * browser gives `coords.speed` and `coords.heading` on devices that know them
 * (most phones with GPS); elsewhere they are null and both are worked out from
 * successive fixes. "Moving" means faster than 10 km/h: above that glance mode
 * hides every free text.
 */
import { bearingDegrees } from './bearing';
import { distanceKm } from './distance';
import type { Coordinates } from './model';

/** Above this speed a driver is moving and only glanceable figures are shown. */
export const MOVING_SPEED_KMH = 10;
/** Fixes closer together in time than this are too noisy to give a speed. */
const MIN_INTERVAL_MS = 500;
/** Moves shorter than this are GPS jitter, not a direction of travel. */
const MIN_HEADING_MOVE_KM = 0.005;

/** One position fix as the browser reports it. */
export interface Fix {
  readonly coordinates: Coordinates;
  /** When the fix was taken, epoch ms. */
  readonly timestamp: number;
  /** Metres per second, or null when the device does not say. */
  readonly speed: number | null;
  /** Degrees from north, or null (NaN from the browser counts as null). */
  readonly heading: number | null;
}

/** What is known after the latest fix. */
export interface Motion {
  readonly fix: Fix;
  /** Km/h; null until it can be known (a single fix without a device speed). */
  readonly speedKmh: number | null;
  /** Direction of travel in degrees from north; null until known, then kept while standing still. */
  readonly heading: number | null;
}

const usable = (value: number | null): value is number => value !== null && Number.isFinite(value) && value >= 0;

function derivedSpeedKmh(previous: Motion, fix: Fix): number | null {
  const hours = (fix.timestamp - previous.fix.timestamp) / 3_600_000;
  if (hours * 3_600_000 < MIN_INTERVAL_MS) return previous.speedKmh;
  return distanceKm(previous.fix.coordinates, fix.coordinates) / hours;
}

function derivedHeading(previous: Motion, fix: Fix): number | null {
  if (distanceKm(previous.fix.coordinates, fix.coordinates) < MIN_HEADING_MOVE_KM) return previous.heading;
  return bearingDegrees(previous.fix.coordinates, fix.coordinates);
}

/**
 * The motion after `fix`, given the motion before it (null for the first fix).
 * The device's own speed and heading win; otherwise they come from the last fix.
 */
export function advanceMotion(previous: Motion | null, fix: Fix): Motion {
  const speedKmh = usable(fix.speed) ? fix.speed * 3.6 : previous ? derivedSpeedKmh(previous, fix) : null;
  const heading = usable(fix.heading) ? fix.heading % 360 : previous ? derivedHeading(previous, fix) : null;
  return { fix, speedKmh, heading };
}

/**
 * True above 10 km/h. An unknown speed counts as standing still: a device that
 * cannot say its speed and has sent only one fix has not been seen to move.
 */
export function isMoving(speedKmh: number | null): boolean {
  return speedKmh !== null && speedKmh > MOVING_SPEED_KMH;
}
