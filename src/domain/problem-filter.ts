/**
 * The map's filters (docs/product-behaviour.md §2.4, §4.2 and §5) as pure data and one pass over
 * the problems: My Problems Only (signed-in users), Show Resolved, a date
 * filter on createdAt, and a toggle per type. Reports of a type the site does
 * not know are shown with the rest and hidden only by "Hide All".
 */
import { dateRangeFor, isWithinDateRange, type DateFilter } from './date-range';
import type { MapProblem } from './model';
import { isResolved } from './problem-status';
import { PROBLEM_TYPES, isProblemType, type ProblemType } from './problem-types';

export interface MapFilters {
  readonly mineOnly: boolean;
  readonly showResolved: boolean;
  readonly date: DateFilter;
  /** Types switched off. "Hide All" switches off every known type and `hideUnknown`. */
  readonly hiddenTypes: ReadonlySet<ProblemType>;
  readonly hideUnknown: boolean;
}

/** The filters a visit starts with, and what sign-out resets to (docs/product-behaviour.md §4.2). */
export const DEFAULT_FILTERS: MapFilters = {
  mineOnly: false,
  showResolved: false,
  date: { period: 'all' },
  hiddenTypes: new Set(),
  hideUnknown: false,
};

export function showAllTypes(filters: MapFilters): MapFilters {
  return { ...filters, hiddenTypes: new Set(), hideUnknown: false };
}

export function hideAllTypes(filters: MapFilters): MapFilters {
  return { ...filters, hiddenTypes: new Set(PROBLEM_TYPES), hideUnknown: true };
}

export function toggleType(filters: MapFilters, type: ProblemType): MapFilters {
  const hidden = new Set(filters.hiddenTypes);
  if (hidden.has(type)) hidden.delete(type);
  else hidden.add(type);
  return { ...filters, hiddenTypes: hidden };
}

/**
 * Names the filters, for who is signed in, as one string: two choices that show the same
 * reports from the same data have the same key. The map keeps the view it drew under it
 * (src/features/map/clusters/saved-answers.ts).
 */
export function filtersKey(filters: MapFilters, uid: string | null): string {
  const date = filters.date.period === 'custom' ? [filters.date.period, filters.date.from ?? null, filters.date.to ?? null] : [filters.date.period];
  return JSON.stringify([filters.mineOnly ? uid : null, filters.showResolved, date, [...filters.hiddenTypes].sort(), filters.hideUnknown]);
}

/**
 * The filters apart from the type toggles: who reported it, its status and its
 * date. The per-type counts are taken after these, so each count says how many
 * markers its toggle would show.
 */
export function passesBaseFilters(problem: MapProblem, filters: MapFilters, uid: string | null, now: number, range = dateRangeFor(filters.date, now)): boolean {
  if (filters.mineOnly && (uid === null || problem.reportedByUserId !== uid)) return false;
  if (!filters.showResolved && isResolved(problem.status)) return false;
  return isWithinDateRange(problem.createdAt, range);
}

function typeShown(problem: MapProblem, filters: MapFilters): boolean {
  return isProblemType(problem.type) ? !filters.hiddenTypes.has(problem.type) : !filters.hideUnknown;
}

export interface FilterResult {
  /** The problems to draw. */
  readonly visible: MapProblem[];
  /** Per known type: how many pass the other filters (what its toggle would show). */
  readonly typeCounts: ReadonlyMap<ProblemType, number>;
}

/** Applies every filter in one pass. `uid` is the signed-in user (null for guests). */
export function filterProblems(problems: readonly MapProblem[], filters: MapFilters, uid: string | null, now: number): FilterResult {
  const range = dateRangeFor(filters.date, now);
  const counts = new Map<ProblemType, number>(PROBLEM_TYPES.map((type) => [type, 0]));
  const visible: MapProblem[] = [];
  for (const problem of problems) {
    if (!passesBaseFilters(problem, filters, uid, now, range)) continue;
    if (isProblemType(problem.type)) counts.set(problem.type, (counts.get(problem.type) ?? 0) + 1);
    if (typeShown(problem, filters)) visible.push(problem);
  }
  return { visible, typeCounts: counts };
}
