/**
 * The few reports glance mode lists: the nearest ones, ahead first. With a
 * known heading, a report in the 90° cone ahead counts at its distance, one to
 * the side as if twice as far, one behind (already passed) as if three times as
 * far; without a heading, plain distance decides. Ties go to the nearer, then
 * to the id, so the order never flickers between equal rows.
 */
import { bearingDegrees, relativeBearing, relativeDirection, type RelativeDirection } from './bearing';
import { distanceKm } from './distance';
import type { Coordinates, MapProblem } from './model';

/** Glance mode lists at most this many rows (driver-distraction guidance). */
export const GLANCE_MAX_ROWS = 6;

const DIRECTION_WEIGHT: Readonly<Record<RelativeDirection, number>> = { ahead: 1, left: 2, right: 2, behind: 3 };

/** A report placed relative to the driver. */
export interface NearbyProblem {
  readonly problem: MapProblem;
  readonly distanceKm: number;
  /** Compass bearing from the driver to the report. */
  readonly bearing: number;
  /** Angle from the heading, (-180, 180]; null without a heading. */
  readonly relative: number | null;
  /** Null without a heading. */
  readonly direction: RelativeDirection | null;
}

/** Where a report lies from `position`, seen along `heading` when it is known. */
export function placeProblem(problem: MapProblem & { coordinates: Coordinates }, position: Coordinates, heading: number | null): NearbyProblem {
  const bearing = bearingDegrees(position, problem.coordinates);
  const relative = heading === null ? null : relativeBearing(bearing, heading);
  return {
    problem,
    distanceKm: distanceKm(position, problem.coordinates),
    bearing,
    relative,
    direction: relative === null ? null : relativeDirection(relative),
  };
}

function rank(item: NearbyProblem): number {
  return item.distanceKm * (item.direction ? DIRECTION_WEIGHT[item.direction] : 1);
}

function compare(a: NearbyProblem, b: NearbyProblem): number {
  return rank(a) - rank(b) || a.distanceKm - b.distanceKm || (a.problem.id < b.problem.id ? -1 : a.problem.id > b.problem.id ? 1 : 0);
}

/**
 * The `limit` reports to list from `position`, ahead and nearest first.
 * Reports without a usable location are left out. One pass that keeps only the
 * best `limit` so far, so 50,000 reports cost no sort on every position fix.
 */
export function nearbyProblems(problems: readonly MapProblem[], position: Coordinates, heading: number | null, limit = GLANCE_MAX_ROWS): NearbyProblem[] {
  const best: NearbyProblem[] = [];
  if (limit <= 0) return best;
  for (const problem of problems) {
    if (!problem.coordinates) continue;
    const item = placeProblem(problem as MapProblem & { coordinates: Coordinates }, position, heading);
    if (best.length === limit && compare(item, best[limit - 1]!) >= 0) continue;
    let at = Math.min(best.length, limit - 1);
    while (at > 0 && compare(item, best[at - 1]!) < 0) at -= 1;
    best.splice(at, 0, item);
    if (best.length > limit) best.pop();
  }
  return best;
}
