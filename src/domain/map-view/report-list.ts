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

/** The rows of the list, in order. With bounds, reports without a position are left out (they are in no view). */
export function listReports(visible: readonly MapProblem[], { bounds, position }: ListOptions): ListedReport[] {
  const rows: ListedReport[] = [];
  for (const problem of visible) {
    const placed = isPlaced(problem);
    if (bounds && !(placed && isInBounds(problem.coordinates, bounds))) continue;
    rows.push({ problem, distanceKm: position && placed ? distanceKm(position, problem.coordinates) : null });
  }
  return rows.sort(position ? byNearestFirst : (a, b) => byNewestFirst(a.problem, b.problem));
}

/** Nearest first; reports with no distance after every measured one, newest first among them. */
function byNearestFirst(a: ListedReport, b: ListedReport): number {
  if (a.distanceKm !== b.distanceKm) {
    if (a.distanceKm === null) return 1;
    if (b.distanceKm === null) return -1;
    return a.distanceKm - b.distanceKm;
  }
  return byNewestFirst(a.problem, b.problem);
}
