/**
 * Every tile answer from one version of the map index: the reports sorted once
 * by their code (tile-order.ts), so a tile's reports are one range found by
 * binary search and a tile's answer is built from that range alone. Built once
 * per index version (the server keeps it beside the index file); asking for a
 * tile costs a pass over its own reports, never over the country's.
 */
import { packEntry } from '../map-index/map-entry';
import type { MapProblem } from '../model';
import { reportKinds } from './report-kinds';
import { MAP_TILES_VERSION, type CountsTileWire, type IndexStamp, type EntriesTileWire, type SummaryWire, type TileWire, type UnplacedWire, type WireKind } from './tile-answers';
import { isTile, type Tile } from './tile-math';
import { lowerBound, pointCode, tileCodeRange, tileOfCode } from './tile-order';
import { isEntriesTile, LEAF_MAX_REPORTS, MAX_TILE_ZOOM, subtileZoom } from './tile-rule';
import { buildSummary } from './tile-summary';

export interface TileIndex {
  readonly stamp: IndexStamp;
  /** Placed reports in a tile, without building its answer. */
  count(tile: Tile): number;
  /** A tile's answer, or null when `tile` is not a tile or lies deeper than MAX_TILE_ZOOM. */
  tile(tile: Tile): TileWire | null;
  summary(): SummaryWire;
  unplaced(): UnplacedWire;
}

/** Means are written to five decimals (about a metre): a cluster's place, not a report's. */
const roundPosition = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

const byId = (a: MapProblem, b: MapProblem) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

interface Placed {
  readonly problems: readonly MapProblem[];
  readonly codes: Float64Array;
  readonly kinds: readonly WireKind[];
  readonly kindOf: Int32Array;
}

/** The placed reports, in code order (then by id, so the same reports give the same answers). */
function placedInOrder(problems: readonly MapProblem[]): Placed {
  const coded = problems
    .filter((problem) => problem.coordinates !== null)
    .map((problem) => ({ problem, code: pointCode(problem.coordinates!.latitude, problem.coordinates!.longitude) }))
    .sort((a, b) => a.code - b.code || byId(a.problem, b.problem));
  const sorted = coded.map((entry) => entry.problem);
  return { problems: sorted, codes: Float64Array.from(coded, (entry) => entry.code), ...reportKinds(sorted) };
}

/** One row of a counts tile from the run [start, end) of reports in one subtile. */
function subtileRow(placed: Placed, start: number, end: number, subtile: Tile, localKind: (global: number) => number): number[] {
  const counts = new Map<number, number>();
  let latitude = 0;
  let longitude = 0;
  for (let n = start; n < end; n += 1) {
    const { coordinates } = placed.problems[n]!;
    latitude += coordinates!.latitude;
    longitude += coordinates!.longitude;
    const kind = placed.kindOf[n]!;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const total = end - start;
  const pairs = [...counts].sort((a, b) => a[0] - b[0]).flatMap(([kind, count]) => [localKind(kind), count]);
  return [subtile.x, subtile.y, roundPosition(latitude / total), roundPosition(longitude / total), total, ...pairs];
}

/** A counts tile from its range: one row per run of reports sharing a subtile. */
function countsTile(placed: Placed, tile: Tile, start: number, end: number, stamp: IndexStamp): CountsTileWire {
  const z = subtileZoom(tile.z);
  const used = new Set<number>();
  for (let n = start; n < end; n += 1) used.add(placed.kindOf[n]!);
  // The tile names only the kinds it holds, in the global (sorted) order.
  const globals = [...used].sort((a, b) => a - b);
  const local = new Map(globals.map((global, n) => [global, n]));
  const rows: number[][] = [];
  const width = 4 ** (MAX_TILE_ZOOM - z);
  for (let run = start; run < end; ) {
    const prefix = Math.floor(placed.codes[run]! / width);
    const runEnd = lowerBound(placed.codes, (prefix + 1) * width);
    rows.push(subtileRow(placed, run, runEnd, tileOfCode(placed.codes[run]!, z), (global) => local.get(global)!));
    run = runEnd;
  }
  return { v: MAP_TILES_VERSION, builtAt: stamp.builtAt, version: stamp.version, z: tile.z, x: tile.x, y: tile.y, kinds: globals.map((global) => placed.kinds[global]!), cells: rows };
}

/**
 * The object that answers every tile, the summary and the unplaced list for one
 * version of the index: `problems` as unpacked from it (unpackEntry), `stamp`
 * the state they are (tile-answers.ts IndexStamp); `leafMax` is the rule's (tile-rule.ts), another only in tests.
 * Sorting is the only work up front (a fraction of a second for 200,000
 * reports); the summary and the unplaced list are built when first asked.
 */
export function buildTileIndex(problems: readonly MapProblem[], stamp: IndexStamp, leafMax = LEAF_MAX_REPORTS): TileIndex {
  const placed = placedInOrder(problems);
  let summary: SummaryWire | null = null;
  let unplaced: UnplacedWire | null = null;
  const rangeOf = (tile: Tile) => {
    const { start, end } = tileCodeRange(tile);
    return { start: lowerBound(placed.codes, start), end: lowerBound(placed.codes, end) };
  };
  const header = { v: MAP_TILES_VERSION, builtAt: stamp.builtAt, version: stamp.version };
  return {
    stamp,
    count(tile) {
      if (!isTile(tile) || tile.z > MAX_TILE_ZOOM) return 0;
      const { start, end } = rangeOf(tile);
      return end - start;
    },
    tile(tile) {
      if (!isTile(tile) || tile.z > MAX_TILE_ZOOM) return null;
      const { start, end } = rangeOf(tile);
      if (!isEntriesTile(end - start, tile.z, leafMax)) return countsTile(placed, tile, start, end, stamp);
      const entries = placed.problems.slice(start, end).map(packEntry);
      return { ...header, z: tile.z, x: tile.x, y: tile.y, entries } satisfies EntriesTileWire;
    },
    summary() {
      summary ??= buildSummary(problems, stamp);
      return summary;
    },
    unplaced() {
      unplaced ??= {
        ...header,
        entries: problems
          .filter((problem) => problem.coordinates === null)
          .sort(byId)
          .map(packEntry),
      };
      return unplaced;
    },
  };
}
