/**
 * What a map view draws from the tile answers it holds, and which answers it
 * still needs (issue 38, docs/architecture.md §2.1). The rules:
 *
 * - The view's tiles are tilesForView's (view-tiles.ts). One with no answer yet
 *   is asked for, and the view is not complete.
 * - An entries tile gives its reports that pass the filters (filterProblems
 *   itself), each a marker; the parser kept only reports inside the tile.
 * - A counts tile gives its subtiles that touch the view's box (viewSpan at
 *   their zoom): one off screen is neither drawn nor asked for. When the filters
 *   depend on type and status alone (kind-filter.ts), a subtile whose filtered
 *   count is above 0 is a cluster of exactly that count at its reports' mean
 *   position. Otherwise counts cannot say how many pass, so the subtile's own
 *   answer is read by these same rules (down to entries tiles), or asked for:
 *   never a guessed number. A subtile none of whose kinds the filters show is
 *   skipped then, since none of its reports can pass (a cheaper view, same truth).
 * - `complete` is true only when nothing is asked, every answer read is
 *   complete and all of them are of one index state (their `version`). An
 *   incomplete answer is exact for what it holds, so a sum over it is a lower
 *   bound: the page says "counting…" rather than show it as the figure. Answers
 *   of two states can meet for a few minutes after a report is written (the CDN
 *   keeps each URL five minutes, so one tile may be older than its neighbour):
 *   each cluster is then exact for its own answer, but a sum over the view is no
 *   one moment's figure, so the view is drawn and its figures say "counting…".
 *
 * Each answer read is read once: at most 64 subtiles, or its entries.
 */
import type { GeoBounds } from '../map-view/map-counts';
import { TYPE_SLOT_COUNT, typeSlot } from '../map-view/map-counts';
import type { MapProblem } from '../model';
import { filterProblems, type MapFilters, type PlaceFilter } from '../problem-filter';
import { kindFilter, kindsShown, type KindPredicate } from './kind-filter';
import type { SubtileCount, TileAnswer } from './tile-answers';
import { tileKey, type Tile } from './tile-math';
import { spanHolds, tilesForView, viewSpan, type TileSpan } from './view-tiles';

/** One cluster drawn from counts: a subtile's reports that pass the filters. */
export interface CountCluster {
  /** The subtile it stands for (a stable key; zooming to it shows its reports). */
  readonly tile: Tile;
  readonly lat: number;
  readonly lng: number;
  /** Exactly how many of its reports pass the filters, always above 0. */
  readonly count: number;
  /** Those reports per type slot (map-counts.ts typeSlot), as the cluster worker's ClusterItem counts them. */
  readonly types: readonly number[];
}

export interface ViewRequest {
  readonly bounds: GeoBounds;
  readonly viewZoom: number;
  readonly filters: MapFilters;
  readonly uid: string | null;
  readonly place: PlaceFilter;
  readonly now: number;
  /** Parsed answers (parse-tile-answer.ts) by tileKey. */
  readonly answers: ReadonlyMap<string, TileAnswer>;
}

export interface ViewPlan {
  readonly clusters: CountCluster[];
  /** Reports to draw as markers, from entries tiles. */
  readonly problems: MapProblem[];
  /** Tiles to fetch; when they have come, planning again draws more. */
  readonly ask: Tile[];
  readonly complete: boolean;
}

/** A subtile's cluster under filters that type and status decide, or null when none of its reports pass. */
function countCluster(subtile: SubtileCount, shows: KindPredicate): CountCluster | null {
  const types = new Array<number>(TYPE_SLOT_COUNT).fill(0);
  let count = 0;
  for (const kind of subtile.counts) {
    if (!shows(kind.type, kind.status)) continue;
    types[typeSlot(kind.type)]! += kind.count;
    count += kind.count;
  }
  return count > 0 ? { tile: subtile.tile, lat: subtile.latitude, lng: subtile.longitude, count, types } : null;
}

/** Whether a tile at any zoom touches the view's box; one span a zoom, worked out when first needed. */
function viewTouch(bounds: GeoBounds): (tile: Tile) => boolean {
  const spans = new Map<number, TileSpan | null>();
  return (tile) => {
    if (!spans.has(tile.z)) spans.set(tile.z, viewSpan(bounds, tile.z));
    const span = spans.get(tile.z);
    return span != null && spanHolds(span, tile);
  };
}

/** The view's clusters, markers and missing tiles from the answers it has (see above). */
export function planView(view: ViewRequest): ViewPlan {
  const { filters, uid, place, now, answers } = view;
  const counted = kindFilter(filters, uid, place);
  const mayShow = kindsShown(filters);
  const touchesView = viewTouch(view.bounds);
  const plan = { clusters: [] as CountCluster[], problems: [] as MapProblem[], ask: [] as Tile[], complete: true };
  let version: string | null = null;

  const read = (tile: Tile): void => {
    const answer = answers.get(tileKey(tile));
    if (!answer) {
      plan.ask.push(tile);
      plan.complete = false;
      return;
    }
    if (!answer.complete) plan.complete = false;
    version ??= answer.version;
    if (answer.version !== version) plan.complete = false;
    if (answer.kind === 'entries') {
      // A loop, not push(...list): a crowded zoom-14 leaf can hold more reports than a call takes arguments.
      for (const problem of filterProblems(answer.problems, filters, uid, now, place).visible) plan.problems.push(problem);
      return;
    }
    for (const subtile of answer.subtiles) {
      if (!touchesView(subtile.tile)) continue;
      if (counted) {
        const cluster = countCluster(subtile, counted);
        if (cluster) plan.clusters.push(cluster);
      } else if (subtile.counts.some((kind) => kind.count > 0 && mayShow(kind.type, kind.status))) read(subtile.tile);
    }
  };

  for (const tile of tilesForView(view.bounds, view.viewZoom)) read(tile);
  return plan;
}
