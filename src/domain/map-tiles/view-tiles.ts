/**
 * Which tiles a map view asks for (issue 38, docs/architecture.md §2.1): those
 * one zoom above the view (tile-rule.ts explains why: a tile is then 512 screen
 * pixels and a counts tile's subtile 64, about the map's cluster spacing),
 * covering the view's box as tile-math.ts covers one (clamped to the square
 * world, a point on a tile's west or north edge in that tile).
 *
 * A box whose west lies east of its east crosses the antimeridian (Google Maps
 * gives such bounds, GeoBounds allows them): it covers the columns from its
 * west to the world's east edge and from the world's west edge to its east,
 * never one twice.
 */
import type { GeoBounds } from '../map-view/map-counts';
import { coveringRange, type Tile } from './tile-math';
import { MAX_TILE_ZOOM } from './tile-rule';

/**
 * Most tiles a view asks for at once. A 3840 × 2160 screen at a whole zoom
 * needs at most 9 × 6 = 54 tiles of 512 pixels; a view needing more has bounds
 * that do not match its zoom (a map still settling, a window wider than any
 * screen), and tiles a zoom or more coarser cover the same box with figures
 * just as exact in a quarter of the requests (each one a round trip, 150 ms on
 * a slow line), rather than the thousands a world-wide box would name at zoom 14.
 */
export const MAX_VIEW_TILES = 64;

/** A run of whole numbers, first and last included. */
type Run = readonly [first: number, last: number];

/** The tiles of a box at one zoom: a run of rows and one or two runs of columns (two across the antimeridian). */
export interface TileSpan {
  readonly z: number;
  readonly rows: Run;
  readonly columns: readonly Run[];
}

/**
 * The zoom a view's tiles are drawn at: one above the view's, whole (a zoom
 * between two, as pinching leaves it, draws at the one below: tiles of 512 to
 * 1,024 pixels, clusters never closer than 64), from 0 to MAX_TILE_ZOOM.
 */
export function drawZoom(viewZoom: number): number {
  if (Number.isNaN(viewZoom)) return 0;
  return Math.min(MAX_TILE_ZOOM, Math.max(0, Math.floor(viewZoom) - 1));
}

/** The tiles a box touches at zoom z, or null when it touches none (an empty or unreadable box). */
export function viewSpan(bounds: GeoBounds, z: number): TileSpan | null {
  if (!(bounds.west > bounds.east)) {
    const range = coveringRange(bounds, z);
    return range && { z, rows: [range.first.y, range.last.y], columns: [[range.first.x, range.last.x]] };
  }
  const eastPart = coveringRange({ ...bounds, east: 180 }, z);
  const westPart = coveringRange({ ...bounds, west: -180 }, z);
  if (!eastPart || !westPart) return null;
  const rows: Run = [eastPart.first.y, eastPart.last.y];
  const lastColumn = 2 ** z - 1;
  // The two parts meet or overlap (a wide box, or a coarse zoom): every column, once.
  if (westPart.last.x + 1 >= eastPart.first.x) return { z, rows, columns: [[0, lastColumn]] };
  return { z, rows, columns: [[0, westPart.last.x], [eastPart.first.x, lastColumn]] };
}

const runLength = ([first, last]: Run) => last - first + 1;

/** How many tiles a span holds. */
export function spanSize(span: TileSpan): number {
  return runLength(span.rows) * span.columns.reduce((sum, run) => sum + runLength(run), 0);
}

/** Whether a tile at the span's zoom is one of its tiles. */
export function spanHolds(span: TileSpan, tile: Tile): boolean {
  const within = (n: number, [first, last]: Run) => n >= first && n <= last;
  return tile.z === span.z && within(tile.y, span.rows) && span.columns.some((run) => within(tile.x, run));
}

/** A span's tiles, row by row. */
function spanTiles(span: TileSpan): Tile[] {
  const tiles: Tile[] = [];
  for (let y = span.rows[0]; y <= span.rows[1]; y += 1)
    for (const [first, last] of span.columns) for (let x = first; x <= last; x += 1) tiles.push({ z: span.z, x, y });
  return tiles;
}

/**
 * The tiles a view asks for: those at drawZoom(viewZoom) covering its box, or
 * at the deepest coarser zoom whose covering holds at most MAX_VIEW_TILES (see
 * there). Empty for an empty box. Every tile is distinct, so nothing is counted twice.
 */
export function tilesForView(bounds: GeoBounds, viewZoom: number): Tile[] {
  for (let z = drawZoom(viewZoom); z >= 0; z -= 1) {
    const span = viewSpan(bounds, z);
    if (!span) return [];
    if (spanSize(span) <= MAX_VIEW_TILES) return spanTiles(span);
  }
  // Not reached: at zoom 3 the whole world is 64 tiles.
  return [];
}
