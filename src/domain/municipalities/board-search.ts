/**
 * The board's search parameters (`/municipalities?sort=open&dir=asc&province=WC`), parsed
 * with safe defaults: an unknown column or direction falls back to the default order, and a
 * province is kept only when it looks like a province code (the page ignores one its file does
 * not name). The defaults are never written, so the plain URL stays plain.
 */
import { isMunicipalityCode } from '../places/place-codes';
import { DEFAULT_DIRECTION, type BoardColumn, type SortDirection } from './board';

export interface BoardSearch {
  sort?: BoardColumn;
  dir?: SortDirection;
  province?: string;
}

/** The board's first order: the share resolved within 30 days, best first. */
export const DEFAULT_SORT: BoardColumn = 'resolvedWithin30Days';

const COLUMNS = Object.keys(DEFAULT_DIRECTION) as BoardColumn[];
const isColumn = (value: unknown): value is BoardColumn => typeof value === 'string' && (COLUMNS as string[]).includes(value);

export function validateBoardSearch(search: Record<string, unknown>): BoardSearch {
  const result: BoardSearch = {};
  if (isColumn(search.sort) && search.sort !== DEFAULT_SORT) result.sort = search.sort;
  const column = result.sort ?? DEFAULT_SORT;
  if ((search.dir === 'asc' || search.dir === 'desc') && search.dir !== DEFAULT_DIRECTION[column]) result.dir = search.dir;
  if (typeof search.province === 'string' && /^[A-Z]{2,3}$/u.test(search.province)) result.province = search.province;
  return result;
}

/** The column and direction a parsed search asks for. */
export function boardOrder(search: BoardSearch): { column: BoardColumn; direction: SortDirection } {
  const column = search.sort ?? DEFAULT_SORT;
  return { column, direction: search.dir ?? DEFAULT_DIRECTION[column] };
}

/** The search after a click on a column's header: the same column flips its direction, another starts at its own. */
export function searchAfterSort(search: BoardSearch, column: BoardColumn): BoardSearch {
  const current = boardOrder(search);
  const direction: SortDirection = current.column === column ? (current.direction === 'asc' ? 'desc' : 'asc') : DEFAULT_DIRECTION[column];
  return validateBoardSearch({ province: search.province, sort: column, dir: direction });
}

/** A municipality code in a path (`CPT`, `WC011`), or null when it cannot be one (the index's own test of a code). */
export function municipalityCodeOf(param: unknown): string | null {
  return isMunicipalityCode(param) ? param : null;
}
