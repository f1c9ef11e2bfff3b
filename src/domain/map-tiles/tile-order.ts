/**
 * The order that makes every tile's reports one run: each placed report gets the
 * Morton code (x and y bits interleaved, as a quadkey reads) of its tile at
 * MAX_TILE_ZOOM. Sorted by that code, the reports of any tile at any zoom are
 * the contiguous range of codes sharing the tile's prefix, found by two binary
 * searches, and a counts tile's subtiles are consecutive runs inside its range.
 * 16 bits a side make 32-bit codes: read unsigned (`>>> 0`), as the top bit is a
 * row's, and kept as doubles, which hold them exactly.
 */
import { tileOfPoint, type Tile } from './tile-math';
import { MAX_TILE_ZOOM } from './tile-rule';

/** Spreads the low 16 bits of n to the even bits. */
function spread(n: number): number {
  let v = n & 0xffff;
  v = (v | (v << 8)) & 0x00ff00ff;
  v = (v | (v << 4)) & 0x0f0f0f0f;
  v = (v | (v << 2)) & 0x33333333;
  return (v | (v << 1)) & 0x55555555;
}

/** Gathers the even bits of n (the inverse of spread). */
function gather(n: number): number {
  let v = n & 0x55555555;
  v = (v | (v >>> 1)) & 0x33333333;
  v = (v | (v >>> 2)) & 0x0f0f0f0f;
  v = (v | (v >>> 4)) & 0x00ff00ff;
  return (v | (v >>> 8)) & 0xffff;
}

/** The Morton code of a tile's column and row at its own zoom, unsigned. */
function mortonOf(x: number, y: number): number {
  return (spread(x) | (spread(y) << 1)) >>> 0;
}

/** The code of a point: its tile at MAX_TILE_ZOOM, interleaved (the same tile tile-math.ts gives it). */
export function pointCode(latitude: number, longitude: number): number {
  const { x, y } = tileOfPoint(latitude, longitude, MAX_TILE_ZOOM);
  return mortonOf(x, y);
}

/** The codes of the points in a tile at zoom ≤ MAX_TILE_ZOOM: [start, end). */
export function tileCodeRange(tile: Tile): { readonly start: number; readonly end: number } {
  const width = 4 ** (MAX_TILE_ZOOM - tile.z);
  const start = mortonOf(tile.x, tile.y) * width;
  return { start, end: start + width };
}

/** The tile at zoom z ≤ MAX_TILE_ZOOM holding the point with this code. */
export function tileOfCode(code: number, z: number): Tile {
  const prefix = Math.floor(code / 4 ** (MAX_TILE_ZOOM - z));
  return { z, x: gather(prefix), y: gather(prefix >>> 1) };
}

/** The first position in `codes` (ascending) holding a code ≥ `code`. */
export function lowerBound(codes: ArrayLike<number>, code: number): number {
  let low = 0;
  let high = codes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (codes[middle]! < code) low = middle + 1;
    else high = middle;
  }
  return low;
}
