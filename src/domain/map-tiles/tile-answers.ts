/**
 * What the map tiles answer, on the wire and once parsed (issue 38,
 * docs/architecture.md §2.1). Compact JSON like the index file: a few header
 * fields, then arrays with no field names repeated. Every answer carries `v`
 * (this format) and the stamp of the index state it was built from (IndexStamp):
 * `builtAt`, as the index file's, and `version`, which names that state itself.
 * Two function instances holding the same state can have different builtAt (each
 * keeps the time of its own refresh that last changed its copy), so a browser
 * tells answers of one state from answers of two by `version`, and which is newer
 * by `builtAt`.
 *
 * - Entries tile: `{"v":2,"builtAt":ms,"version":"…","z":z,"x":x,"y":y,"entries":[entry,…]}`,
 *   each entry packed exactly as in the index file (map-entry.ts).
 * - Counts tile: `{"v":2,"builtAt":ms,"version":"…","z":z,"x":x,"y":y,"kinds":[[type,status],…],
 *   "cells":[[x,y,latitude,longitude,total,kind,count,kind,count,…],…]}`: one
 *   row per subtile that holds reports, x and y at the subtile zoom
 *   (tile-rule.ts `subtileZoom`), the mean position of its reports, their number,
 *   then (index into `kinds`, count) pairs summing to that number.
 * - Summary: `{"v":2,"builtAt":ms,"version":"…","kinds":[[type,status],…],"placed":[count,…],
 *   "unplaced":[count,…],"reporters":n,"statuses":[status,…],
 *   "months":[["YYYY-MM",resolved,received,…],…]}`: `placed` and `unplaced`
 *   count each kind, `months` the trend's months (monthly-trend.ts), reports
 *   resolved in each and received in each by their status (one count per
 *   `statuses` entry).
 * - Unplaced entries: `{"v":2,"builtAt":ms,"version":"…","entries":[entry,…]}`.
 */
import type { PackedEntry } from '../map-index/map-entry';
import type { MapProblem } from '../model';
import type { Tile } from './tile-math';

/** The format of every tile answer this code writes and reads (2: with `version`). */
export const MAP_TILES_VERSION = 2;

/**
 * Which state of the index an answer was built from. `version` is the same for the
 * same state on every server (functions/src/map-tiles-cache.ts: the index file's
 * ETag, made from every cell's id and update time); `builtAt` is the index file's
 * and may differ between servers for one state, but a newer state always has a
 * later one.
 */
export interface IndexStamp {
  readonly builtAt: number;
  readonly version: string;
}

/** A type and a status: what a count is counted by (both as the index holds them). */
export type WireKind = readonly [type: string, status: string];

export interface EntriesTileWire {
  readonly v: number;
  readonly builtAt: number;
  readonly version: string;
  readonly z: number;
  readonly x: number;
  readonly y: number;
  readonly entries: readonly PackedEntry[];
}

export interface CountsTileWire {
  readonly v: number;
  readonly builtAt: number;
  readonly version: string;
  readonly z: number;
  readonly x: number;
  readonly y: number;
  readonly kinds: readonly WireKind[];
  readonly cells: readonly (readonly number[])[];
}

export type TileWire = EntriesTileWire | CountsTileWire;

export interface SummaryWire {
  readonly v: number;
  readonly builtAt: number;
  readonly version: string;
  readonly kinds: readonly WireKind[];
  readonly placed: readonly number[];
  readonly unplaced: readonly number[];
  readonly reporters: number;
  readonly statuses: readonly string[];
  readonly months: readonly (readonly [month: string, resolved: number, ...received: number[]])[];
  /** The whole index file's size as the server sends it, gzipped, in bytes (added by the function serving it). */
  readonly fileBytes?: number;
}

export interface UnplacedWire {
  readonly v: number;
  readonly builtAt: number;
  readonly version: string;
  readonly entries: readonly PackedEntry[];
}

/** How many reports of one type and status. */
export interface KindCount {
  readonly type: string;
  readonly status: string;
  readonly count: number;
}

/** One subtile of a counts tile, as parsed. */
export interface SubtileCount {
  readonly tile: Tile;
  /** Its reports' number, exactly; tile-rule.ts `isEntriesTile(total, tile.z)` says what asking for it gives. */
  readonly total: number;
  /** The mean position of its reports (to five decimals): where a cluster for them is drawn. */
  readonly latitude: number;
  readonly longitude: number;
  /** Its reports by type and status; the counts sum to `total`. */
  readonly counts: readonly KindCount[];
}

/**
 * A parsed answer keeps `complete: false` when it dropped something it could not
 * trust (a damaged row or entry): what it holds is exact, but it is not all the
 * tile holds, so a figure summed from it is a lower bound, never the figure.
 */
export interface EntriesTile {
  readonly kind: 'entries';
  readonly tile: Tile;
  readonly builtAt: number;
  readonly version: string;
  readonly problems: readonly MapProblem[];
  readonly complete: boolean;
}

export interface CountsTile {
  readonly kind: 'counts';
  readonly tile: Tile;
  readonly builtAt: number;
  readonly version: string;
  readonly subtiles: readonly SubtileCount[];
  readonly complete: boolean;
}

export type TileAnswer = EntriesTile | CountsTile;

/** One month of the summary's trend (South African calendar months, as monthly-trend.ts counts them). */
export interface SummaryMonth {
  /** "YYYY-MM". */
  readonly month: string;
  /** Reports whose resolvedAt falls in the month. */
  readonly resolved: number;
  /** Reports created in the month, by their status now. */
  readonly received: readonly { readonly status: string; readonly count: number }[];
}

export interface TileSummary {
  readonly builtAt: number;
  readonly version: string;
  readonly placed: readonly KindCount[];
  readonly unplaced: readonly KindCount[];
  /** Distinct reporters (non-empty uids) of every report, placed or not. */
  readonly reporters: number;
  /** The trend's months, oldest first, the month holding builtAt last. */
  readonly months: readonly SummaryMonth[];
  /** The whole index file's size, gzipped, in bytes: what a first visit would download for it. */
  readonly fileBytes?: number;
}

export interface UnplacedEntries {
  readonly builtAt: number;
  readonly version: string;
  readonly problems: readonly MapProblem[];
  readonly complete: boolean;
}
