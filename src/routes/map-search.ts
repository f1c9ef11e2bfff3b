/**
 * The map's search parameters, parsed with safe defaults: `?problem=<id>` opens
 * a report; `?mine=true` starts with "My Problems Only" on (from the profile).
 */
export interface MapSearch {
  problem?: string;
  mine?: boolean;
}

/** Keeps `problem` only when it looks like a document id (1-128 safe characters). */
export function validateMapSearch(search: Record<string, unknown>): MapSearch {
  const result: MapSearch = {};
  const problem = search.problem;
  if (typeof problem === 'string' && /^[\w-]{1,128}$/u.test(problem)) result.problem = problem;
  if (search.mine === true || search.mine === 'true') result.mine = true;
  return result;
}
