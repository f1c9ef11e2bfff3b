/**
 * The URLs the map index file answers at: `/data/map-index`, and
 * `/data/map-index?rebuilt=<ms>` after a rebuild (src/data/map-index-file.ts asks
 * for it so no copy from before the rebuild can answer). A CDN keeps a copy per
 * URL, so any other query string (`?x=1`, `?x=2`…) would make each request a
 * miss that runs the function: those are redirected to one of the two, and a
 * `rebuilt` time that is not the index's latest rebuild is redirected to the
 * one that is, so at most two copies of the file exist at a time.
 */
export const MAP_INDEX_FILE_PATH = '/data/map-index';

export type MapIndexQuery =
  /** The bare path. */
  | { readonly kind: 'current' }
  /** `?rebuilt=<ms>`, exactly: served when it names the latest rebuild, else redirected. */
  | { readonly kind: 'rebuilt'; readonly at: number }
  /** Anything else: redirected (without reading) to this query string ('' for none). */
  | { readonly kind: 'redirect'; readonly query: string };

/** What a request's raw query string (without `?`) asks for. */
export function parseMapIndexQuery(rawQuery: string): MapIndexQuery {
  if (rawQuery === '') return { kind: 'current' };
  const values = new URLSearchParams(rawQuery).getAll('rebuilt').filter((value) => /^\d{1,16}$/u.test(value));
  const at = values.length > 0 ? Number(values[0]) : null;
  if (at === null) return { kind: 'redirect', query: '' };
  return rawQuery === rebuiltQuery(at) ? { kind: 'rebuilt', at } : { kind: 'redirect', query: rebuiltQuery(at) };
}

/** The query string that names the file as of a rebuild ('' when the index was never rebuilt). */
export function rebuiltQuery(rebuiltAt: number | null): string {
  return rebuiltAt === null ? '' : `rebuilt=${rebuiltAt}`;
}
