/**
 * The counting rules of the map screen, in one place, so its numbers cannot disagree:
 * the stats strip's "Visible", the per-type counts of the filter panel, the clusters
 * on screen and the list's length all come from the same filtered reports and these
 * rules. A report is drawn on the map only with a position; it is always listed.
 * Pure: the property test beside it checks the rules over random collections.
 */
import type { Coordinates, MapProblem } from '../model';
import { PROBLEM_TYPES, problemTypeIndex } from '../problem-types';

/** A box on the map, in degrees. `west` may exceed `east` only across the antimeridian (never for South Africa). */
export interface GeoBounds {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

export type PlacedProblem = MapProblem & { readonly coordinates: Coordinates };

/** True when the report can be drawn: it has a finite position on the globe. */
export function isPlaced(problem: MapProblem): problem is PlacedProblem {
  const c = problem.coordinates;
  return c !== null && Number.isFinite(c.latitude) && Number.isFinite(c.longitude) && Math.abs(c.latitude) <= 90 && Math.abs(c.longitude) <= 180;
}

/** True when `point` lies in `bounds` (edges included). */
export function isInBounds(point: Coordinates, bounds: GeoBounds): boolean {
  if (point.latitude < bounds.south || point.latitude > bounds.north) return false;
  return bounds.west <= bounds.east
    ? point.longitude >= bounds.west && point.longitude <= bounds.east
    : point.longitude >= bounds.west || point.longitude <= bounds.east;
}

/** The slot a type is counted in: its place among the known types, or the last slot for every other type. */
export const OTHER_TYPE_SLOT = PROBLEM_TYPES.length;
export const TYPE_SLOT_COUNT = PROBLEM_TYPES.length + 1;

export function typeSlot(type: string): number {
  const index = problemTypeIndex(type);
  return index === -1 ? OTHER_TYPE_SLOT : index;
}

export interface MapCounts {
  /** The reports the filters let through: the stats strip's "Visible" and the whole-country list's length. */
  readonly shown: number;
  /** Of those, the ones with a position: what the clusters over the whole country add up to. */
  readonly placed: number;
  /** Of those, the ones inside `bounds` (null without bounds): the in-view list's length. */
  readonly inView: number | null;
  /** The shown reports per type slot (typeSlot); they add up to `shown`. */
  readonly bySlot: readonly number[];
}

/** Counts the reports the filters let through (`visible`), and those in `bounds` when given. */
export function countShown(visible: readonly MapProblem[], bounds: GeoBounds | null): MapCounts {
  const bySlot = new Array<number>(TYPE_SLOT_COUNT).fill(0);
  let placed = 0;
  let inView = 0;
  for (const problem of visible) {
    bySlot[typeSlot(problem.type)]! += 1;
    if (!isPlaced(problem)) continue;
    placed += 1;
    if (bounds && isInBounds(problem.coordinates, bounds)) inView += 1;
  }
  return { shown: visible.length, placed, inView: bounds ? inView : null, bySlot };
}

/** A count beside the whole it was taken from: the page says "Showing N of M" when N < M. */
export interface PartOfWhole {
  readonly shown: number;
  readonly total: number;
}

/** What the list holds of what the filters let through, for a scope. */
export function listPart(counts: MapCounts, scope: 'view' | 'country'): PartOfWhole {
  return { shown: scope === 'view' && counts.inView !== null ? counts.inView : counts.shown, total: counts.shown };
}

/** What the map can draw of what the filters let through (reports without a position are listed only). */
export function mapPart(counts: MapCounts): PartOfWhole {
  return { shown: counts.placed, total: counts.shown };
}

/** The largest type slots of a cluster, at most two, then how many are left: "5 potholes, 4 water leaks, 3 others". */
export function topTypes(bySlot: readonly number[], keep = 2): { readonly top: readonly { slot: number; count: number }[]; readonly others: number } {
  const ranked = bySlot
    .map((count, slot) => ({ slot, count }))
    .filter((entry) => entry.count > 0 && entry.slot !== OTHER_TYPE_SLOT)
    .sort((a, b) => b.count - a.count || a.slot - b.slot);
  const top = ranked.slice(0, keep);
  const total = bySlot.reduce((sum, n) => sum + n, 0);
  return { top, others: total - top.reduce((sum, entry) => sum + entry.count, 0) };
}
