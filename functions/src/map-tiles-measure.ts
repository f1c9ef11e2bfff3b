/**
 * What scripts/map-index/tile-sizes.mjs measures, from the functions' own code
 * (built to functions/lib/map-tiles-measure.js, as the scripts load the rebuild):
 * report documents made into the map index exactly as the functions make it
 * (the demo cell key, the committed ward outlines), the index file assembled and
 * gzipped as map-index-file-cache.ts serves it (each cell deflated on its own),
 * and the map tiles built from that file as a browser would read it.
 */
import { indexFileFrame, parseIndexFile } from '../../src/domain/map-index/map-index-file';
import { buildCells, cellFields } from '../../src/domain/map-index/map-shards';
import { buildTileIndex, type TileIndex } from '../../src/domain/map-tiles/tile-index';
import type { MapProblem } from '../../src/domain/model';
import { DEMO_CELL_KEY, keyedCells } from './map-index-cell';
import { deflateCell, joinFile } from './map-index-file-cache';
import { loadPlacer } from './places';

export { parseTileKey, tileBounds, tileKey, tileOfPoint, tilesCovering, viewBounds } from '../../src/domain/map-tiles/tile-math';
export { COUNT_DEPTH, isEntriesTile, LEAF_MAX_REPORTS, MAX_TILE_ZOOM, subtileZoom } from '../../src/domain/map-tiles/tile-rule';

export interface MeasuredIndex {
  /** The index file as served: its JSON, and its bytes gzipped as the file function sends them. */
  readonly fileBytes: number;
  readonly fileGzipBytes: number;
  /** Reports in the index, and those left out (malformed). */
  readonly reports: number;
  readonly skipped: number;
  readonly tiles: TileIndex;
  /** Milliseconds to build the tile index from the file's reports (the sort), as the function does once per version. */
  readonly tileIndexMs: number;
  /** The reports as the browser reads them from the file. */
  readonly problems: readonly MapProblem[];
}

/** The index, its file and its tiles for `documents` (report id and data), stamped `builtAt`. */
export async function measureIndex(documents: Iterable<{ readonly id: string; readonly data: unknown }>, builtAt: number): Promise<MeasuredIndex> {
  const cells = buildCells(documents, keyedCells(DEMO_CELL_KEY), await loadPlacer());
  const names = [...cells.keys()].sort();
  const entries = names.map((name) => cellFields(cells.get(name)!).entries);
  const skipped = names.reduce((sum, name) => sum + cells.get(name)!.skipped.length, 0);
  const { head, tail } = indexFileFrame({ builtAt, rebuiltAt: builtAt, skipped });
  const { body, gzipped } = joinFile(head, entries.map(deflateCell), tail);
  const problems = parseIndexFile(body)?.problems ?? [];
  const started = performance.now();
  const tiles = buildTileIndex(problems, { builtAt, version: 'measured' });
  const tileIndexMs = performance.now() - started;
  return {
    fileBytes: Buffer.byteLength(body),
    fileGzipBytes: gzipped.length,
    reports: problems.length,
    skipped,
    tiles,
    tileIndexMs,
    problems,
  };
}
