/**
 * The map's figures from the summary alone, before the whole list is on the
 * phone (issue 38, docs/architecture.md §2.1): how many reports the filters
 * show, how many of those have a place on the map (the view bar's "N of M on
 * the map", mapPart), per type slot, and the filter panel's per-type counts.
 * The summary counts every report by type and status, placed and unplaced, so
 * these are exact when the filters depend on type and status alone
 * (kind-filter.ts); otherwise null, and the page says "counting…".
 */
import type { MapCounts } from '../map-view/map-counts';
import { TYPE_SLOT_COUNT, typeSlot } from '../map-view/map-counts';
import { showAllTypes, type FilterResult, type MapFilters, type PlaceFilter } from '../problem-filter';
import { PROBLEM_TYPES, isProblemType, type ProblemType } from '../problem-types';
import { kindFilter } from './kind-filter';
import type { KindCount, TileSummary } from './tile-answers';

export interface ViewFigures {
  /** As countShown(visible, null) gives them over the whole list: shown, placed, per type slot (inView null). */
  readonly counts: MapCounts;
  /** As filterProblems gives them: per known type, how many pass the filters but the type toggles. */
  readonly typeCounts: FilterResult['typeCounts'];
}

/** The summary's figures under the filters, or null when the summary is missing or counts cannot answer them. */
export function viewFigures(summary: TileSummary | null, filters: MapFilters, uid: string | null, place: PlaceFilter): ViewFigures | null {
  const shows = kindFilter(filters, uid, place);
  // The same filters with every type on: what a type's toggle would show (filterProblems' typeCounts).
  const passesBase = kindFilter(showAllTypes(filters), uid, place);
  if (!summary || !shows || !passesBase) return null;
  const bySlot = new Array<number>(TYPE_SLOT_COUNT).fill(0);
  const typeCounts = new Map<ProblemType, number>(PROBLEM_TYPES.map((type) => [type, 0]));
  let shown = 0;
  const add = (kinds: readonly KindCount[]) => {
    let added = 0;
    for (const { type, status, count } of kinds) {
      if (isProblemType(type) && passesBase(type, status)) typeCounts.set(type, typeCounts.get(type)! + count);
      if (!shows(type, status)) continue;
      bySlot[typeSlot(type)]! += count;
      added += count;
    }
    shown += added;
    return added;
  };
  const placed = add(summary.placed);
  add(summary.unplaced);
  return { counts: { shown, placed, inView: null, bySlot }, typeCounts };
}
