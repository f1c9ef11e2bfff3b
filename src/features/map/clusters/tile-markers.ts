/**
 * The map's markers from the map tiles of the view instead of the whole list
 * (issue 38, docs/architecture.md §2.1): what low-data mode draws on a device
 * with no saved copy, so a visit costs the places looked at, not the country.
 *
 * Each query plans the view (planView) from the answers the store holds, asks
 * the store for the tiles it lacks and draws what it has meanwhile: a counts
 * tile's subtiles as clusters of their exact filtered count, an entries tile's
 * reports clustered here as the worker clusters the whole list (supercluster,
 * same radius), so a city's 1,000 reports in one tile are not 1,000 markers.
 * When tiles come, the version goes up and the subscribers hear of it: the
 * provider redraws and the view is planned again with them. When some could not
 * be had (no signal, a server error, too many requests), the version goes up
 * again after a pause, so the view asks for them again without waiting for the
 * visitor to move the map: 2 s, doubling to a minute while they keep failing.
 *
 * Cluster ids are made afresh by each query (a count cluster's subtile, or a
 * cluster of the supercluster built for that query); the provider keys cluster
 * markers by id, so a redraw never keeps a marker whose count has changed.
 */
import Supercluster from 'supercluster';
import type { MapTilesStore } from '../../../data/map-tiles-store';
import { planView, type ViewPlan } from '../../../domain/map-tiles/tile-view';
import { typeSlot, type GeoBounds } from '../../../domain/map-view/map-counts';
import type { MapProblem } from '../../../domain/model';
import type { MapFilters, PlaceFilter } from '../../../domain/problem-filter';
import type { MarkerSource } from './cluster-index';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX, type ClusterItem } from './cluster-protocol';
import { tallySlots, typeTallyOptions, type TypeTally } from './type-tally';

/** What the markers are drawn under (problem-filter.ts's arguments). */
export interface TileFilters {
  readonly filters: MapFilters;
  readonly uid: string | null;
  readonly place: PlaceFilter;
  readonly now: number;
}

/** What the last view drawn showed, for the screen's list and figures. */
export interface DrawnView {
  readonly bounds: GeoBounds;
  /** Reports in the view's box drawn as markers or inside clusters of entries; those of count clusters are not here. */
  readonly problems: readonly MapProblem[];
  /** The view drew clusters from counts: some of its reports are counted, not held. */
  readonly counted: boolean;
  readonly complete: boolean;
}

export interface TileMarkers extends MarkerSource {
  /** Draws under these filters from now on (a new version). */
  show(filters: TileFilters): void;
  /** A report held in an entries tile, by id (what a marker opens). */
  problem(id: string): MapProblem | undefined;
  /** The last view drawn; null before the first. */
  drawn(): DrawnView | null;
  /** Called after the version went up (tiles came, or the filters changed) and after each view drawn. */
  subscribe(listener: () => void): () => void;
}

type PointProps = { i: number };

/** The first pause before a view asks again for tiles it could not have, and the longest. */
export const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;

export function createTileMarkers(store: MapTilesStore, initial: TileFilters, retryFirstMs = RETRY_FIRST_MS): TileMarkers {
  let shown = initial;
  let version = 0;
  let nextId = 1;
  const listeners = new Set<() => void>();
  /** Points of the last queries, by item index (a point's index is its place here). */
  let points: MapProblem[] = [];
  const seen = new Map<string, MapProblem>();
  /** What each cluster id of the last queries opens to. */
  let clusters = new Map<number, { zoom: number } | { index: Supercluster<PointProps, TypeTally>; id: number }>();
  let last: DrawnView | null = null;

  const tell = () => {
    for (const listener of listeners) listener();
  };
  const bump = () => {
    version += 1;
    tell();
  };

  let retryMs = retryFirstMs;
  let retry: ReturnType<typeof setTimeout> | null = null;
  /** Fetches what the plan asks for; a redraw follows when any came, and another after a pause when some failed. */
  const ask = (plan: ViewPlan) => {
    if (plan.ask.length === 0) return;
    void store.fetchTiles(plan.ask).then((outcome) => {
      if (outcome.fetched > 0) bump();
      if (outcome.failed === 0) {
        retryMs = retryFirstMs;
        return;
      }
      retry ??= setTimeout(() => {
        retry = null;
        bump();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    });
  };

  return {
    get version() {
      return version;
    },
    // The view's own tiles already reach past its edges (512 pixels each); padding would fetch a ring more.
    padding: 0,
    show(filters) {
      shown = filters;
      bump();
    },
    problem(id) {
      return seen.get(id);
    },
    drawn() {
      return last;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    query(bbox, zoom) {
      const bounds: GeoBounds = { west: bbox[0], south: bbox[1], east: bbox[2], north: bbox[3] };
      const plan = planView({ ...shown, bounds, viewZoom: zoom, answers: store.answers });
      ask(plan);
      // Each query starts the ids afresh: only the last query's clusters can be clicked.
      points = plan.problems;
      // Every report drawn so far: one opened stays found after the map has moved on.
      for (const problem of points) seen.set(problem.id, problem);
      clusters = new Map();
      // An entries tile reaches past the box: the view's reports are those inside it.
      const inBox = points.filter(({ coordinates: c }) => c!.longitude >= bbox[0] && c!.latitude >= bbox[1] && c!.longitude <= bbox[2] && c!.latitude <= bbox[3]);
      last = { bounds, problems: inBox, counted: plan.clusters.length > 0, complete: plan.complete };
      tell();
      const items: ClusterItem[] = plan.clusters.map((cluster) => {
        const clusterId = nextId++;
        // Opened at the subtile's own zoom it is 256 pixels across, its subtiles (or reports) drawn apart.
        clusters.set(clusterId, { zoom: cluster.tile.z });
        return { kind: 'cluster', clusterId, count: cluster.count, lat: cluster.lat, lng: cluster.lng, types: cluster.types };
      });
      if (points.length === 0) return Promise.resolve(items);
      const index = new Supercluster<PointProps, TypeTally>({
        radius: CLUSTER_RADIUS_PX,
        maxZoom: CLUSTER_MAX_ZOOM,
        minPoints: 2,
        ...typeTallyOptions((point) => typeSlot(points[point]!.type)),
      }).load(
        points.map((problem, i) => ({
          type: 'Feature',
          properties: { i },
          geometry: { type: 'Point', coordinates: [problem.coordinates!.longitude, problem.coordinates!.latitude] },
        })),
      );
      for (const feature of index.getClusters([...bbox], Math.round(zoom))) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as Partial<PointProps> & { cluster?: boolean; cluster_id?: number; point_count?: number } & TypeTally;
        if (!props.cluster) {
          items.push({ kind: 'point', index: props.i!, lng, lat });
          continue;
        }
        const clusterId = nextId++;
        clusters.set(clusterId, { index, id: props.cluster_id! });
        items.push({ kind: 'cluster', clusterId, count: props.point_count!, lng, lat, types: tallySlots(props) });
      }
      return Promise.resolve(items);
    },
    expansionZoom(clusterId) {
      const opens = clusters.get(clusterId);
      if (!opens) return Promise.resolve(Number.NaN);
      return Promise.resolve('zoom' in opens ? opens.zoom : opens.index.getClusterExpansionZoom(opens.id));
    },
    pointAt(index) {
      return points[index];
    },
  };
}
