/**
 * Reads a tile answer as a browser gets it: from outside, so checked, never
 * trusted, and never a throw. An answer that is not for the tile asked, not
 * this format or not a tile answer at all is null. Inside a good answer, a
 * damaged part is dropped and the answer marked incomplete (tile-answers.ts):
 * a subtile row with a count that is not a whole number ≥ 0, counts that do not
 * sum to its total, a kind it does not name, a position that is not one, or a
 * place outside the tile; an entry unpackEntry refuses, one with no position or
 * one outside the tile. What remains is exact, so no figure drawn from it is
 * wrong, and `complete` says whether it is the whole tile. Dropping rather than
 * rejecting keeps the rest of the view drawable; the browser can ask again.
 */
import type { MapProblem } from '../model';
import { isRecord } from '../parse-values';
import { isCount, parseJson, readEntries, readKind, readStamp } from './read-wire';
import type { CountsTile, EntriesTile, IndexStamp, KindCount, SubtileCount, TileAnswer, WireKind } from './tile-answers';
import { isTile, isWithinTile, tileOfPoint, type Tile } from './tile-math';
import { MAX_TILE_ZOOM, subtileZoom } from './tile-rule';

/** Whether a problem lies in `tile` (placed, and its tile at that zoom is it). */
const isIn = (problem: MapProblem, tile: Tile) =>
  problem.coordinates !== null && isWithinTile(tileOfPoint(problem.coordinates.latitude, problem.coordinates.longitude, tile.z), tile);

/** A subtile row, or null when any part of it cannot be trusted. */
function readRow(row: unknown, kinds: readonly (WireKind | null)[], tile: Tile): SubtileCount | null {
  if (!Array.isArray(row) || row.length < 5 || row.length % 2 === 0) return null;
  const [x, y, latitude, longitude, total] = row as unknown[];
  const subtile = { z: subtileZoom(tile.z), x: x as number, y: y as number };
  if (!isCount(x) || !isCount(y) || !isWithinTile(subtile, tile) || !isCount(total)) return null;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) return null;
  const counts: KindCount[] = [];
  const seen = new Set<number>();
  let sum = 0;
  for (let n = 5; n < row.length; n += 2) {
    const [index, count] = [row[n] as unknown, row[n + 1] as unknown];
    const kind = isCount(index) ? kinds[index] : null;
    if (!kind || !isCount(count) || seen.has(index as number)) return null;
    seen.add(index as number);
    counts.push({ type: kind[0], status: kind[1], count });
    sum += count;
  }
  return sum === total ? { tile: subtile, total, latitude, longitude, counts } : null;
}

function readCountsTile(data: Record<string, unknown>, tile: Tile, stamp: IndexStamp): CountsTile | null {
  if (tile.z >= MAX_TILE_ZOOM || !Array.isArray(data.kinds) || !Array.isArray(data.cells)) return null;
  const kinds = data.kinds.map(readKind);
  const subtiles: SubtileCount[] = [];
  const seen = new Set<string>();
  let complete = true;
  for (const row of data.cells as unknown[]) {
    const subtile = readRow(row, kinds, tile);
    const key = subtile ? `${subtile.tile.x}/${subtile.tile.y}` : '';
    if (subtile && !seen.has(key)) {
      seen.add(key);
      subtiles.push(subtile);
    } else complete = false;
  }
  return { kind: 'counts', tile, ...stamp, subtiles, complete };
}

function readEntriesTile(data: Record<string, unknown>, tile: Tile, stamp: IndexStamp): EntriesTile | null {
  if (!Array.isArray(data.entries)) return null;
  const { problems, dropped } = readEntries(data.entries as unknown[], (problem) => isIn(problem, tile));
  return { kind: 'entries', tile, ...stamp, problems, complete: dropped === 0 };
}

/** A tile answer's text as the answer for `asked`, or null (see above). */
export function parseTileAnswer(text: string, asked: Tile): TileAnswer | null {
  if (!isTile(asked) || asked.z > MAX_TILE_ZOOM) return null;
  const data = parseJson(text);
  const stamp = readStamp(data);
  if (!stamp || !isRecord(data) || data.z !== asked.z || data.x !== asked.x || data.y !== asked.y) return null;
  const tile = { z: asked.z, x: asked.x, y: asked.y };
  // Exactly one of the two kinds of tile.
  if (('entries' in data) === ('cells' in data)) return null;
  return 'entries' in data ? readEntriesTile(data, tile, stamp) : readCountsTile(data, tile, stamp);
}
