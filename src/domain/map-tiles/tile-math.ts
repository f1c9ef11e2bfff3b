/**
 * Web Mercator slippy tiles (z/x/y, numbered as OpenStreetMap numbers them: x
 * east from the antimeridian, y south from the north edge), so a browser can
 * name the tiles of its view from the map's bounds alone (issue 38,
 * docs/architecture.md §2.1).
 *
 * A point's tile is the floor of its Mercator fraction times 2^z, the fraction
 * computed once for every zoom: scaling a double by a power of two is exact, so
 * a point's tile at zoom z is always the parent of its tile at z + 1, and a
 * point on a tile's west or north edge belongs to that tile (half-open tiles,
 * no point in two). Latitudes beyond ±MAX_LATITUDE (the square Mercator world)
 * are clamped into the top or bottom row, and longitude 180 into the last
 * column, so every placed report lies in exactly one tile at each zoom.
 *
 * Longitudes are clamped, not wrapped: the map is of South Africa, far from the
 * antimeridian, so a view that crosses it (or shows a copy of the world, as
 * Leaflet's bounds can, with west below -180) asks only for the tiles of the
 * part between -180 and 180, and no tile ever wraps.
 */

/** A tile: zoom, column, row. */
export interface Tile {
  readonly z: number;
  readonly x: number;
  readonly y: number;
}

/** A latitude/longitude box, in degrees. */
export interface Bounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/** The latitude of the square Mercator world's edges, about 85.0511. */
export const MAX_LATITUDE = (Math.atan(Math.sinh(Math.PI)) * 180) / Math.PI;

/** The side of a tile in screen pixels, as map libraries draw them. */
export const TILE_PIXELS = 256;

/** Deepest zoom any tile function accepts; tiles stop far above it (tile-rule.ts). */
const MAX_ZOOM = 24;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The point's position across the world, west to east, in [0, 1]. */
export function mercatorX(longitude: number): number {
  return (clamp(longitude, -180, 180) + 180) / 360;
}

/** The point's position down the world, north to south, in [0, 1]. */
export function mercatorY(latitude: number): number {
  const radians = (clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  const y = (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2;
  return clamp(y, 0, 1);
}

/** The latitude at a position down the world (the inverse of mercatorY). */
function latitudeAt(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** The column or row holding a fraction at zoom z; the far edge (fraction 1) belongs to the last one. */
function indexAt(fraction: number, z: number): number {
  const side = 2 ** z;
  return Math.min(side - 1, Math.floor(fraction * side));
}

/** Whether `tile` names a tile: whole numbers, zoom 0 to 24, column and row inside the world. */
export function isTile(tile: Tile): boolean {
  const { z, x, y } = tile;
  if (!Number.isInteger(z) || z < 0 || z > MAX_ZOOM) return false;
  const side = 2 ** z;
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < side && y < side;
}

/** The tile holding a point at zoom z. */
export function tileOfPoint(latitude: number, longitude: number, z: number): Tile {
  return { z, x: indexAt(mercatorX(longitude), z), y: indexAt(mercatorY(latitude), z) };
}

/** A tile's box: its north-west corner is in it, its south and east edges are its neighbours'. */
export function tileBounds(tile: Tile): Bounds {
  const side = 2 ** tile.z;
  return {
    west: (tile.x / side) * 360 - 180,
    east: ((tile.x + 1) / side) * 360 - 180,
    north: latitudeAt(tile.y / side),
    south: latitudeAt((tile.y + 1) / side),
  };
}

/**
 * The north-west and south-east tiles of tilesCovering, without listing the
 * tiles between: what a caller needs to count them, or to ask whether a tile
 * is among them, in constant time. Null when the box is empty.
 */
export function coveringRange(bounds: Bounds, z: number): { readonly first: Tile; readonly last: Tile } | null {
  const west = clamp(bounds.west, -180, 180);
  const east = clamp(bounds.east, -180, 180);
  if (!(bounds.south <= bounds.north) || !(west <= east)) return null;
  return { first: tileOfPoint(bounds.north, west, z), last: tileOfPoint(bounds.south, east, z) };
}

/**
 * The tiles at zoom z that a box touches, row by row, clamped to the square
 * world (see above). Empty when the box is empty (south above north, or west
 * east of east after clamping). The caller chooses z so that this stays a
 * screenful: a view's own bounds at a zoom near its own give a handful.
 */
export function tilesCovering(bounds: Bounds, z: number): Tile[] {
  const range = coveringRange(bounds, z);
  if (!range) return [];
  const { first, last } = range;
  const tiles: Tile[] = [];
  for (let y = first.y; y <= last.y; y += 1) for (let x = first.x; x <= last.x; x += 1) tiles.push({ z, x, y });
  return tiles;
}

/**
 * The box a map of `width` × `height` screen pixels shows around `centre` at
 * `zoom` (256-pixel tiles, as Leaflet and Google draw them), unclamped, as the
 * map would report it. For measuring and tests; a live map gives its own bounds.
 */
export function viewBounds(centre: { readonly latitude: number; readonly longitude: number }, zoom: number, width: number, height: number): Bounds {
  const world = TILE_PIXELS * 2 ** zoom;
  const x = mercatorX(centre.longitude) * world;
  const y = mercatorY(centre.latitude) * world;
  return {
    west: ((x - width / 2) / world) * 360 - 180,
    east: ((x + width / 2) / world) * 360 - 180,
    north: latitudeAt((y - height / 2) / world),
    south: latitudeAt((y + height / 2) / world),
  };
}

/** A tile's canonical key and path: `z/x/y`, decimal, no leading zeros. */
export function tileKey(tile: Tile): string {
  return `${tile.z}/${tile.x}/${tile.y}`;
}

/** The tile a key names, or null for anything that is not exactly a canonical key of a tile. */
export function parseTileKey(key: string): Tile | null {
  const match = /^(0|[1-9]\d{0,1})\/(0|[1-9]\d{0,7})\/(0|[1-9]\d{0,7})$/u.exec(key);
  if (!match) return null;
  const tile = { z: Number(match[1]), x: Number(match[2]), y: Number(match[3]) };
  return isTile(tile) ? tile : null;
}

/** Whether `inner` is `outer` or lies inside it (at its zoom or deeper). */
export function isWithinTile(inner: Tile, outer: Tile): boolean {
  const shift = inner.z - outer.z;
  if (shift < 0) return false;
  return Math.floor(inner.x / 2 ** shift) === outer.x && Math.floor(inner.y / 2 ** shift) === outer.y;
}
