/**
 * The map's search parameters, parsed with safe defaults: `?problem=<id>` opens
 * a report; `?mine=true` starts with "My Problems Only" on (from the profile);
 * `?view=list` shows the reports as a list instead of the map (the default, the
 * map, is never written, so the plain URL stays plain).
 */
export interface MapSearch {
  problem?: string;
  /** Set when `problem` was given but is not a possible id, so the map can say so. */
  badProblem?: boolean;
  mine?: boolean;
  view?: 'list';
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
  return result;
}
