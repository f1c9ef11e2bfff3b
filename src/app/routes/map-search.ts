/**
 * The map's search parameters, parsed with safe defaults: `?problem=<id>` opens
 * a report; `?mine=true` starts with "My Problems Only" on (from the profile);
 * `?view=list` shows the reports as a list instead of the map (the default, the
 * map, is never written, so the plain URL stays plain); `?municipality=CPT` narrows the map
 * to one municipality and `?ward=19100115` to one ward (issue 39). A code of the wrong shape is
 * dropped (the whole country); one of the right shape the boundary file does not name is
 * ignored by the screen once it has read the file.
 */
import { isMunicipalityCode, isWardCode } from '../../domain/places/place-codes';

export interface MapSearch {
  problem?: string;
  /** Set when `problem` was given but is not a possible id, so the map can say so. */
  badProblem?: boolean;
  mine?: boolean;
  view?: 'list';
  /** A municipality's code, upper case (`cpt` is read as `CPT`). */
  municipality?: string;
  /**
   * A ward's eight-digit code, kept as a number (codes never start with 0): the router writes a
   * number plainly (`?ward=19100115`) where it would quote a string of digits (`?ward=%2219100115%22`).
   * It implies its municipality. `String(ward)` is the code.
   */
  ward?: number;
}

/** Keeps `problem` only when it looks like a document id (1-128 safe characters). */
export function validateMapSearch(search: Record<string, unknown>): MapSearch {
  const result: MapSearch = {};
  const problem = search.problem;
  // The router reads `?problem=123` as a number; an id made of digits is still an id.
  const id = typeof problem === 'number' && Number.isSafeInteger(problem) ? String(problem) : problem;
  if (typeof id === 'string' && /^[\w-]{1,128}$/u.test(id)) result.problem = id;
  else if (id !== undefined && id !== '') result.badProblem = true;
  if (search.mine === true || search.mine === 'true') result.mine = true;
  if (search.view === 'list') result.view = 'list';
  const municipality = typeof search.municipality === 'string' ? search.municipality.trim().toUpperCase() : null;
  if (isMunicipalityCode(municipality)) result.municipality = municipality;
  // The router reads `?ward=19100115` as a number, and a quoted one as a string.
  const ward = typeof search.ward === 'number' && Number.isSafeInteger(search.ward) ? String(search.ward) : search.ward;
  if (isWardCode(ward) && !ward.startsWith('0')) result.ward = Number(ward);
  return result;
}
