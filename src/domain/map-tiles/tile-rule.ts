/**
 * The one rule that decides what a tile answers (issue 38, docs/architecture.md
 * §2.1). A tile is an **entries tile** (its reports, as map index entries) when
 * it holds at most LEAF_MAX_REPORTS placed reports or lies at MAX_TILE_ZOOM;
 * otherwise it is a **counts tile** (its subtiles COUNT_DEPTH zooms deeper, each
 * counted). A counts tile gives each subtile's count, so a browser knows before
 * asking whether a subtile will answer with entries or with counts.
 */

/**
 * Most reports an entries tile holds below MAX_TILE_ZOOM. In a tile an entry is
 * about 22 bytes gzipped (neighbours share places, types and dates; about 31 in the
 * whole file, whose cells mix the country), so a full leaf is about 26 KB: a city view
 * needs a handful of tiles (scripts/map-index/tile-sizes.mjs measures them), well
 * inside issue 38's 150 KB before the first markers and 300 KB for a country and
 * a city in low-data mode, while a map drawing 1,000 markers per tile still
 * clusters them in a few milliseconds. A smaller leaf would cost more requests
 * (one round trip each on a 150 ms line) for the same reports.
 */
export const LEAF_MAX_REPORTS = 1000;

/**
 * The deepest tile: always an entries tile, however many reports it holds
 * (about 600 m across at South Africa's latitudes). It bounds the depth a
 * browser descends; a crowd of reports on one spot makes one large leaf, bounded
 * only by the index itself (every entry is bounded, data-model.md §4.1), which
 * the whole-index file already sends today. At 14 (2.4 km) a street view of a
 * city centre at 200,000 reports was drawn from leaves of up to 4,768 reports
 * (100 KB each, a handful in view: past the 300 KB issue 38 allows a country and
 * a city in low-data mode); two zooms deeper such a view is drawn from counts,
 * and the reports themselves come a street or two at a time.
 */
export const MAX_TILE_ZOOM = 16;

/**
 * How many zooms below a counts tile its subtiles lie: 2^3 × 2^3 = at most 64.
 * A browser asks for tiles one zoom above its view (view zoom − 1), so a tile
 * is 512 screen pixels and its subtiles 64: about the spacing at which a map
 * clusters markers, so a subtile is one cluster whose number is exact.
 */
export const COUNT_DEPTH = 3;

/**
 * Whether a tile holding `reports` placed reports at zoom `z` answers with its
 * entries. `leafMax` is LEAF_MAX_REPORTS but for tests, which need counts tiles
 * from a few dozen reports.
 */
export function isEntriesTile(reports: number, z: number, leafMax = LEAF_MAX_REPORTS): boolean {
  return reports <= leafMax || z >= MAX_TILE_ZOOM;
}

/**
 * The zoom of a counts tile's subtiles: COUNT_DEPTH deeper, but never past
 * MAX_TILE_ZOOM, so every subtile is a tile a browser can ask for (a counts tile
 * at zoom 14 or 15 has at most 16 or 4 subtiles, each one zoom 16 entries tile).
 */
export function subtileZoom(z: number): number {
  return Math.min(z + COUNT_DEPTH, MAX_TILE_ZOOM);
}
