/**
 * The map's list view (docs/product-behaviour.md, "List view"): the reports the filters
 * let through, in the view or the whole country, nearest first when the location is known
 * and newest first otherwise. Pure; 50,000 reports take a few tens of milliseconds.
 */
import { distanceKm } from '../distance';
import type { Coordinates, MapProblem } from '../model';
import { byNewestFirst } from '../problem-stats';
import { isInBounds, isPlaced, type GeoBounds } from './map-counts';

export type ListScope = 'view' | 'country';

export interface ListedReport {
  readonly problem: MapProblem;
  /** From the person's location; null when it or the report's position is not known. */
  readonly distanceKm: number | null;
}

export interface ListOptions {
  /** The map's view; only used for the scope 'view'. Null: the whole country. */
  readonly bounds: GeoBounds | null;
  readonly position: Coordinates | null;
}

/**
 * The rows of the list, in order. With bounds, reports without a position are left out (they are in no view).
 * Sorted through arrays of numbers, not by comparing the reports: 50,000 rows sort in tens of milliseconds.
 */
export function listReports(visible: readonly MapProblem[], { bounds, position }: ListOptions): ListedReport[] {
  const rows: ListedReport[] = [];
  for (const problem of visible) {
    const placed = isPlaced(problem);
    if (bounds && !(placed && isInBounds(problem.coordinates, bounds))) continue;
    rows.push({ problem, distanceKm: position && placed ? distanceKm(position, problem.coordinates) : null });
  }
  // Nearest first (unknown distances after every known one), then newest first (no date last), then by id.
  const near = Float64Array.from(rows, (row) => row.distanceKm ?? Infinity);
  const newest = Float64Array.from(rows, (row) => -(row.problem.createdAt ?? -Infinity));
  // A plain array of indices: V8 sorts it about twice as fast as a Uint32Array with a comparator.
  const order = Array.from(rows.keys()).sort((a, b) => {
    if (position && near[a] !== near[b]) return near[a]! - near[b]!;
    if (newest[a] !== newest[b]) return newest[a]! - newest[b]!;
    return byNewestFirst(rows[a]!.problem, rows[b]!.problem);
  });
  return order.map((n) => rows[n]!);
}
