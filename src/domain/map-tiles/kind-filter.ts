/**
 * Whether the map's filters can be answered from the tiles' counts, which give
 * each subtile's reports by type and status and nothing else (issue 38,
 * docs/architecture.md §2.1). They can when only Show Resolved and the type
 * toggles narrow the map: no My Problems Only (who reported it is not counted),
 * a date filter that lets every date through (dates are not counted) and the
 * whole country (places are not counted). Otherwise the page needs the
 * reports themselves, and a count would be a guess.
 *
 * The rules are problem-filter.ts's own (statusShown, typeShown, dateRangeFor),
 * never written again here, so a predicate this gives keeps exactly the reports
 * filterProblems keeps (kind-filter.property.test.ts).
 */
import { dateRangeFor, type DateFilter } from '../date-range';
import { statusShown, typeShown, type MapFilters, type PlaceFilter } from '../problem-filter';

/** Whether reports of one type and status pass the filters. */
export type KindPredicate = (type: string, status: string) => boolean;

/**
 * The part of the filters a report's type and status decide: a necessary
 * condition for any filters, and the whole of them when kindFilter says so.
 */
export function kindsShown(filters: MapFilters): KindPredicate {
  return (type, status) => statusShown(status, filters) && typeShown(type, filters);
}

/**
 * Whether the date filter lets every report through, its date unknown included.
 * Only 'all' and a custom range missing a bound do, whatever the time: every
 * other period is bounded at any `now`, so any instant answers the question.
 */
function passesEveryDate(date: DateFilter): boolean {
  const range = dateRangeFor(date, 0);
  return range.start === null && range.end === null;
}

const NONE: KindPredicate = () => false;

/**
 * The filters as a predicate over type and status when nothing else matters,
 * else null (see above). My Problems Only for a guest (`uid` null) hides every
 * report, as filterProblems hides them, so that too is answered: by nothing.
 */
export function kindFilter(filters: MapFilters, uid: string | null, place: PlaceFilter): KindPredicate | null {
  if (filters.mineOnly && uid === null) return NONE;
  if (filters.mineOnly || place.municipality !== null || place.ward !== null || !passesEveryDate(filters.date)) return null;
  return kindsShown(filters);
}
