/** The map's search parameters, parsed with safe defaults: `?problem=<id>` opens a report. */
export interface MapSearch {
  problem?: string;
}

/** Keeps `problem` only when it looks like a document id (1-128 safe characters). */
export function validateMapSearch(search: Record<string, unknown>): MapSearch {
  const problem = search.problem;
  if (typeof problem === 'string' && /^[\w-]{1,128}$/u.test(problem)) return { problem };
  return {};
}
