/**
 * The map index in Firestore (collections named here, read by the site and the
 * rules): `mapCells/{cell}` hold the packed entries (see
 * src/domain/map-index/map-shards.ts), `mapChanges/{reportId}` the latest
 * entry of each report that changed, stamped with the commit time `at`, so a
 * client that holds the index as of some time reads only what changed since,
 * and `mapMeta/index` when the index was last rebuilt from scratch.
 */
export const PROBLEMS = 'problems';
export const MAP_CELLS = 'mapCells';
export const MAP_CHANGES = 'mapChanges';
export const MAP_META = 'mapMeta';
export const MAP_META_DOC = 'index';
