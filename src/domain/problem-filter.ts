/**
 * The map's filters (docs/product-behaviour.md §2.4, §4.2 and §5) as pure data and one pass over
 * the problems: My Problems Only (signed-in users), Show Resolved, a date
 * filter on createdAt, and a toggle per type. Reports of a type the site does
 * not know are shown with the rest and hidden only by "Hide All". Beside them, the place
 * (`?municipality=CPT` or `?ward=19100115`, kept in the URL rather than here: issue 39).
 */
import { dateRangeFor, isWithinDateRange, type DateFilter } from './date-range';
import type { MapProblem } from './model';
import { isResolved } from './problem-status';
import { PROBLEM_TYPES, isProblemType, problemTypeIndex, type ProblemType } from './problem-types';

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
 * Where the map is narrowed to: one municipality (`CPT`), one ward (`19100115`, which lies in one
 * municipality, so it decides alone), or neither (the whole country). Codes as the map index
 * carries them (place-codes.ts); a report with no place passes only the whole country.
 */
export interface PlaceFilter {
  readonly municipality: string | null;
  readonly ward: string | null;
}

export const WHOLE_COUNTRY: PlaceFilter = { municipality: null, ward: null };

/** True when the report lies in the chosen place (always, for the whole country). */
export function passesPlace(problem: MapProblem, place: PlaceFilter): boolean {
  if (place.ward !== null) return problem.ward === place.ward;
  return place.municipality === null || problem.municipality === place.municipality;
}

/**
 * Names the filters, for who is signed in, as one string: two choices that show the same
 * reports from the same data have the same key. The map keeps the view it drew under it
 * (src/features/map/clusters/saved-answers.ts).
 */
export function filtersKey(filters: MapFilters, uid: string | null, place: PlaceFilter = WHOLE_COUNTRY): string {
  const date = filters.date.period === 'custom' ? [filters.date.period, filters.date.from ?? null, filters.date.to ?? null] : [filters.date.period];
  const where = place.ward !== null ? ['ward', place.ward] : place.municipality !== null ? ['municipality', place.municipality] : [];
  return JSON.stringify([filters.mineOnly ? uid : null, filters.showResolved, date, [...filters.hiddenTypes].sort(), filters.hideUnknown, ...where]);
}

/**
 * The filters apart from the type toggles: who reported it, its status and its
 * date. The per-type counts are taken after these, so each count says how many
 * markers its toggle would show.
 */
export function passesBaseFilters(problem: MapProblem, filters: MapFilters, uid: string | null, now: number, range = dateRangeFor(filters.date, now)): boolean {
  if (filters.mineOnly && (uid === null || problem.reportedByUserId !== uid)) return false;
  if (!statusShown(problem.status, filters)) return false;
  return isWithinDateRange(problem.createdAt, range);
}

/**
 * Whether Show Resolved lets a report of this status through. With typeShown, the part of the
 * filters that a report's type and status alone decide: the map tiles count reports by both, so
 * the map can answer these from counts (src/domain/map-tiles/kind-filter.ts).
 */
export function statusShown(status: string, filters: MapFilters): boolean {
  return filters.showResolved || !isResolved(status);
}

/** Whether the type toggles let a report of this type through (a type the site does not know follows Hide All). */
export function typeShown(type: string, filters: MapFilters): boolean {
  return isProblemType(type) ? !filters.hiddenTypes.has(type) : !filters.hideUnknown;
}

export interface FilterResult {
  /** The problems to draw. */
  readonly visible: MapProblem[];
  /** Per known type: how many pass the other filters, the place included (what its toggle would show). */
  readonly typeCounts: ReadonlyMap<ProblemType, number>;
  /**
   * Per municipality code: how many pass the other filters, the types included but not the place
   * (what choosing it would show). Municipalities with none are absent.
   */
  readonly municipalityCounts: ReadonlyMap<string, number>;
  /** How many pass the other filters wherever they are, placed or not: what "All municipalities" would show. */
  readonly everywhere: number;
}

/** Applies every filter in one pass. `uid` is the signed-in user (null for guests). */
export function filterProblems(
  problems: readonly MapProblem[],
  filters: MapFilters,
  uid: string | null,
  now: number,
  place: PlaceFilter = WHOLE_COUNTRY,
): FilterResult {
  const range = dateRangeFor(filters.date, now);
  // By each known type's place in PROBLEM_TYPES: the loop runs for every report (200,000 at a
  // national scale) on every change, and reads arrays faster than it updates maps.
  const shownByType = PROBLEM_TYPES.map((type) => typeShown(type, filters));
  const countByType = new Array<number>(PROBLEM_TYPES.length).fill(0);
  const byMunicipality = new Map<string, number>();
  let everywhere = 0;
  const visible: MapProblem[] = [];
  for (const problem of problems) {
    if (!passesBaseFilters(problem, filters, uid, now, range)) continue;
    const known = problemTypeIndex(problem.type);
    const typeOk = known === -1 ? !filters.hideUnknown : shownByType[known]!;
    if (typeOk) {
      everywhere += 1;
      if (problem.municipality !== undefined) byMunicipality.set(problem.municipality, (byMunicipality.get(problem.municipality) ?? 0) + 1);
    }
    if (!passesPlace(problem, place)) continue;
    if (known !== -1) countByType[known]! += 1;
    if (typeOk) visible.push(problem);
  }
  const typeCounts = new Map<ProblemType, number>(PROBLEM_TYPES.map((type, index) => [type, countByType[index]!]));
  return { visible, typeCounts, municipalityCounts: byMunicipality, everywhere };
}
