/**
 * The URLs the map tiles answer at, behind one Hosting rewrite:
 * `/data/map-tiles/summary`, `/data/map-tiles/unplaced` and
 * `/data/map-tiles/{z}/{x}/{y}` (a canonical tile key, tile-math.ts, zoom 0 to
 * MAX_TILE_ZOOM). Nothing else: a CDN keeps a copy per URL, so each answer has
 * exactly one (no query string, no second spelling of a tile), and a path that
 * names no answer is refused before anything is read.
 */
import { parseTileKey, tileKey, type Tile } from './tile-math';
import { MAX_TILE_ZOOM } from './tile-rule';

export const MAP_TILES_PATH = '/data/map-tiles';

export type MapTilesRequest = { readonly kind: 'summary' } | { readonly kind: 'unplaced' } | { readonly kind: 'tile'; readonly tile: Tile };

/** What a request's path (without its query string) asks for, or null when it names no answer. */
export function parseMapTilesPath(pathname: string): MapTilesRequest | null {
  if (!pathname.startsWith(`${MAP_TILES_PATH}/`)) return null;
  const rest = pathname.slice(MAP_TILES_PATH.length + 1);
  if (rest === 'summary' || rest === 'unplaced') return { kind: rest };
  const tile = parseTileKey(rest);
  return tile && tile.z <= MAX_TILE_ZOOM ? { kind: 'tile', tile } : null;
}

/** The one URL path of an answer. */
export function mapTilesPath(request: MapTilesRequest): string {
  return `${MAP_TILES_PATH}/${request.kind === 'tile' ? tileKey(request.tile) : request.kind}`;
}
