/**
 * The map tiles as a browser holds them (issue 38, docs/architecture.md §2.1):
 * the summary and the tile answers a view has asked for, fetched with a plain
 * `fetch` (like the index file: no Firebase SDK before the first paint), parsed
 * by the domain's checked parsers, kept by tile key for planView.
 *
 * - A tile already held or on its way is not asked for again, so planning the
 *   same view twice (a redraw, a filter change) costs no request.
 * - At most PARALLEL requests are open at once: a view asks for up to 64 tiles,
 *   and on a slow line the first ones should not queue behind the last.
 * - An answer that could not be had (offline, a server error, a damaged or
 *   wrong answer) is simply not held: the view stays incomplete, says
 *   "counting…" where it needs it, and asks again when next planned.
 * - Answers of different index states may meet (the CDN keeps each URL five
 *   minutes): each is kept, planView then calls the view incomplete, and
 *   `staleTiles` names the tiles held from an older state than the newest seen,
 *   for the caller to ask again (`refetch`) once the caches may have moved on.
 */
import { mapTilesPath } from '../domain/map-tiles/map-tiles-url';
import { parseTileAnswer } from '../domain/map-tiles/parse-tile-answer';
import { parseTileSummary, parseUnplacedEntries } from '../domain/map-tiles/parse-tile-summary';
import type { IndexStamp, TileAnswer, TileSummary, UnplacedEntries } from '../domain/map-tiles/tile-answers';
import { tileKey, type Tile } from '../domain/map-tiles/tile-math';

/** Requests open at once: a handful, as a browser opens to one host, enough for one round trip to bring several tiles. */
export const PARALLEL = 6;

export interface FetchOutcome {
  /** Answers that came and were kept. */
  readonly fetched: number;
  /** Requests that gave nothing usable (network, status, an answer the parser refused). */
  readonly failed: number;
}

export interface MapTilesStore {
  /** Parsed tile answers by tileKey: what planView reads. */
  readonly answers: ReadonlyMap<string, TileAnswer>;
  /** The summary, fetched on the first call and held; null when it could not be had (asked again next call). */
  summary(signal?: AbortSignal): Promise<TileSummary | null>;
  /** The reports with no usable position (the list shows them beside a view's), fetched and held like the summary. */
  unplaced(signal?: AbortSignal): Promise<UnplacedEntries | null>;
  /** Fetches each of `tiles` not held and not on its way; resolves when all have settled. */
  fetchTiles(tiles: readonly Tile[], signal?: AbortSignal): Promise<FetchOutcome>;
  /** Tiles held from an older index state than the newest answer seen (summary or tile). */
  staleTiles(): Tile[];
  /** Asks again for `tiles` even though held, revalidating with the server rather than the browser's copy. */
  refetch(tiles: readonly Tile[], signal?: AbortSignal): Promise<FetchOutcome>;
}

export interface MapTilesStoreOptions {
  /** Prefix of the answers' paths: the site's own origin by default; a test names the server. */
  readonly origin?: string;
  readonly fetch?: typeof fetch;
}

/** Whether `a` is of a later state than `b`: a newer state always has a later builtAt, and one state one version. */
const isNewer = (a: IndexStamp, b: IndexStamp | null) => b === null || (a.version !== b.version && a.builtAt > b.builtAt);

export function createMapTilesStore({ origin = '', fetch: get = (...args) => fetch(...args) }: MapTilesStoreOptions = {}): MapTilesStore {
  const answers = new Map<string, TileAnswer>();
  const onTheirWay = new Set<string>();
  let newest: IndexStamp | null = null;
  const saw = (stamp: IndexStamp) => {
    if (isNewer(stamp, newest)) newest = { builtAt: stamp.builtAt, version: stamp.version };
  };

  /** The answer's text, or null for anything but a 200 with a body. */
  async function text(path: string, cache: RequestCache, signal?: AbortSignal): Promise<string | null> {
    try {
      const response = await get(`${origin}${path}`, { signal, cache, headers: { Accept: 'application/json' } });
      return response.ok ? await response.text() : null;
    } catch (error) {
      if (signal?.aborted) throw error;
      return null;
    }
  }

  async function fetchOne(tile: Tile, cache: RequestCache, signal?: AbortSignal): Promise<boolean> {
    const key = tileKey(tile);
    onTheirWay.add(key);
    try {
      const body = await text(mapTilesPath({ kind: 'tile', tile }), cache, signal);
      const answer = body === null ? null : parseTileAnswer(body, tile);
      if (!answer) return false;
      saw(answer);
      const held = answers.get(key);
      // A slower request must not put an older state back over a newer one.
      if (!held || held.version === answer.version || isNewer(answer, held)) answers.set(key, answer);
      return true;
    } finally {
      onTheirWay.delete(key);
    }
  }

  async function run(tiles: readonly Tile[], cache: RequestCache, signal?: AbortSignal): Promise<FetchOutcome> {
    const queue = [...tiles];
    let fetched = 0;
    let failed = 0;
    const worker = async () => {
      for (let tile = queue.shift(); tile; tile = queue.shift()) {
        if (signal?.aborted) return;
        if (onTheirWay.has(tileKey(tile))) continue;
        if (await fetchOne(tile, cache, signal)) fetched += 1;
        else failed += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
    return { fetched, failed };
  }

  /** An answer of its own URL fetched on the first call and held; asked again after one that could not be had. */
  function heldAnswer<T extends IndexStamp>(kind: 'summary' | 'unplaced', parse: (text: string) => T | null) {
    let held: T | null = null;
    return async (signal?: AbortSignal): Promise<T | null> => {
      if (held) return held;
      const body = await text(mapTilesPath({ kind }), 'default', signal);
      held = body === null ? null : parse(body);
      if (held) saw(held);
      return held;
    };
  }

  return {
    answers,
    summary: heldAnswer('summary', parseTileSummary),
    unplaced: heldAnswer('unplaced', parseUnplacedEntries),
    fetchTiles(tiles, signal) {
      const wanted = new Map<string, Tile>();
      for (const tile of tiles) if (!answers.has(tileKey(tile))) wanted.set(tileKey(tile), tile);
      return run([...wanted.values()], 'default', signal);
    },
    staleTiles() {
      const latest = newest;
      return latest ? [...answers.values()].filter((answer) => answer.version !== latest.version).map((answer) => answer.tile) : [];
    },
    refetch(tiles, signal) {
      return run(tiles, 'no-cache', signal);
    },
  };
}
