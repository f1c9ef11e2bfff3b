/**
 * The map's handle on the clustering worker: load the problems and which of
 * them the filters let through, then ask which clusters and points fall in a
 * viewport. Every provider uses it, so Leaflet and Google draw the same
 * clusters. The points go to the worker once per list of problems; a filter
 * change sends only the positions of the visible ones (a few hundred KB at
 * 50,000, no objects to copy). The clusters of the last few views are kept on
 * the phone (saved-answers.ts): a visit with the same points draws them at once
 * instead of waiting for the worker's build, and a map opening before its data
 * has been read draws the view it last drew under the same filters.
 */
import { isPlaced, typeSlot } from '../../../domain/map-view/map-counts';
import type { MapProblem } from '../../../domain/model';
import type { ClusterItem, ClusterRequest, ClusterResponse } from './cluster-protocol';
import { visiblePositions } from './visible-positions';
import {
  findAnswer,
  findOpeningAnswer,
  hasAnswersFor,
  parseSavedAnswers,
  coordinateHashes,
  pointSetKey,
  withAnswer,
  type MarkerPoint,
  type SavedAnswer,
  type ShownPoint,
} from './saved-answers';

export type { MarkerPoint } from './saved-answers';

/** What the points are shown under, beside the points themselves. */
export interface LoadOptions {
  /** filtersKey of the filters that chose `visible`. */
  readonly filters: string;
  /** No data has been read yet (the list is empty for that reason): draw the view last drawn under these filters. */
  readonly opening: boolean;
}

/** Where the last views' clusters are kept (localStorage): read once per map screen, written after each answer. */
export const SAVED_CLUSTERS_KEY = 'mzansi-fix.map-clusters';
type AnswerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * What a map provider draws from: the clusters and points of a view, what a cluster opens to and
 * what a point shows. The clustering worker over the whole list is one (ClusterIndex); the map
 * tiles of a view are the other (tile-markers.ts, low-data mode on a device with no saved copy).
 */
export interface MarkerSource {
  /** Clusters and points in the bounding box [west, south, east, north] at a zoom. */
  query(bbox: readonly [number, number, number, number], zoom: number): Promise<ClusterItem[]>;
  /** The zoom at which a cluster splits apart; NaN while the map shows the view it opened with (zoom in a step). */
  expansionZoom(clusterId: number): Promise<number>;
  /** What the marker of a point item shows and opens. */
  pointAt(index: number): MarkerPoint | undefined;
  /** Increases whenever what the source draws changed; providers redraw when it does. */
  readonly version: number;
  /**
   * How far past the view to ask for, as a fraction of its size on each side (0.25 when absent):
   * markers just off screen are there when the map is dragged. A source that fetches by area asks less.
   */
  readonly padding?: number;
}

export interface ClusterIndex extends MarkerSource {
  /**
   * Clusters `visible` (a subset of `problems`, in any order); resolves when the
   * index is ready. Problems without coordinates are left out. Pass the same
   * `problems` array while only the filters change: a new array is sent again.
   */
  load(problems: readonly MapProblem[], visible: readonly MapProblem[], options: LoadOptions): Promise<void>;
  dispose(): void;
}

type Pending = { resolve: (value: never) => void; view?: Pick<SavedAnswer, 'bbox' | 'zoom'> };

function startWorker(): Worker {
  return new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module' });
}

/** A worker started before any map screen asked for one (prewarmClusterWorker); the first index takes it. */
let spare: Worker | null = null;

/**
 * Starts the clustering worker now, for a page about to draw the map: its start
 * (fetching and running its script, 100-250 ms on a busy 2-core phone) then
 * overlaps reading the saved copy instead of delaying the first markers after it.
 */
export function prewarmClusterWorker(): void {
  spare ??= startWorker();
}

/** How many kept views a map could open with (any zoom, box or filters); 0 without storage. */
export function savedOpeningViews(storage: AnswerStorage | null = browserStorage()): number {
  try {
    return parseSavedAnswers(storage?.getItem(SAVED_CLUSTERS_KEY) ?? null).filter((answer) => answer.filters !== undefined).length;
  } catch {
    return 0;
  }
}

/**
 * Makes an index. The worker starts on the first load (and again after
 * dispose), so making the object has no side effects and is safe during render.
 * `storage` keeps the last views' clusters; null keeps none.
 */
export function createClusterIndex(storage: AnswerStorage | null = browserStorage()): ClusterIndex {
  let worker: Worker | null = null;
  let data: readonly MapProblem[] | null = null;
  /** The problems with coordinates, in the order their points were sent; a point's `index` is its place here. */
  let mapped: MapProblem[] = [];
  /** Each mapped problem's position, made only for a visible list in another order than the data's. */
  let positions: Map<MapProblem, number> | null = null;
  /** Every mapped problem's coordinates as hashes, two words a position (coordinateHashes): what names a shown set. */
  let hashes: Uint32Array = new Uint32Array(0);
  let version = 0;
  /** The newest version the worker has built; until then, saved answers may stand in. */
  let builtVersion = -1;
  /** pointSetKey of the points shown in `version`; empty when none are (nothing worth keeping). */
  let shownSet = '';
  let answers: SavedAnswer[] | null = null;
  let filters = '';
  let opening = false;
  /** The points of the opening view drawn, by index; null when none is. */
  let openingPoints: Map<number, MarkerPoint> | null = null;
  let nextRequest = 1;
  const pending = new Map<number, Pending>();
  let loaded: { version: number; resolve: () => void } | null = null;

  const savedAnswers = (): SavedAnswer[] => {
    if (answers) return answers;
    try {
      answers = parseSavedAnswers(storage?.getItem(SAVED_CLUSTERS_KEY) ?? null);
    } catch {
      answers = []; // Storage switched off: nothing saved, the worker answers.
    }
    return answers;
  };
  const keepAnswer = (view: Pick<SavedAnswer, 'bbox' | 'zoom'>, items: readonly ClusterItem[]) => {
    if (!storage || !shownSet) return;
    const shown: ShownPoint[] = [];
    for (const item of items) {
      const problem = item.kind === 'point' ? mapped[item.index] : undefined;
      if (item.kind === 'point' && problem) shown.push({ index: item.index, id: problem.id, type: problem.type, status: problem.status });
    }
    answers = withAnswer(savedAnswers(), { set: shownSet, ...view, items, filters, shown });
    try {
      storage.setItem(SAVED_CLUSTERS_KEY, JSON.stringify(answers));
    } catch {
      // Full or switched off: the next visit waits for the worker, as without saved answers.
    }
  };

  const onMessage = (event: MessageEvent<ClusterResponse>) => {
    const message = event.data;
    if (message.kind === 'loaded') {
      builtVersion = Math.max(builtVersion, message.version);
      if (loaded && loaded.version === message.version) loaded.resolve();
      return;
    }
    if (message.kind === 'error') console.error('[map] clustering failed', message.message);
    const requestId = message.kind === 'error' ? message.requestId : message.requestId;
    if (requestId === undefined) return;
    const waiter = pending.get(requestId);
    pending.delete(requestId);
    if (!waiter) return;
    if (message.kind === 'clusters' && waiter.view && message.version === version) keepAnswer(waiter.view, message.items);
    if (message.kind === 'clusters') waiter.resolve(message.items as never);
    else if (message.kind === 'expansion') waiter.resolve(message.zoom as never);
    else waiter.resolve((message.kind === 'error' ? [] : undefined) as never);
  };

  function send(request: ClusterRequest, transfer: Transferable[] = []): void {
    if (!worker) {
      worker = spare ?? startWorker();
      spare = null;
      worker.onmessage = onMessage;
    }
    worker.postMessage(request, transfer);
  }

  function sendData(problems: readonly MapProblem[]): void {
    data = problems;
    mapped = problems.filter(isPlaced);
    positions = null;
    const coordinates = new Float64Array(mapped.length * 2);
    mapped.forEach((problem, i) => {
      coordinates[2 * i] = problem.coordinates!.longitude;
      coordinates[2 * i + 1] = problem.coordinates!.latitude;
    });
    hashes = coordinateHashes(coordinates);
    const types = Uint8Array.from(mapped, (problem) => typeSlot(problem.type));
    send({ kind: 'data', coordinates, types }, [coordinates.buffer, types.buffer]);
  }

  return {
    get version() {
      return version;
    },
    load(problems, visible, options) {
      if (problems !== data) sendData(problems);
      version += 1;
      filters = options.filters;
      opening = options.opening;
      openingPoints = null;
      const shown = visiblePositions(problems, visible, () => (positions ??= new Map(mapped.map((problem, i) => [problem, i]))));
      shownSet = shown.length > 0 ? pointSetKey(shown, hashes) : '';
      const thisVersion = version;
      return new Promise<void>((resolve) => {
        loaded = { version: thisVersion, resolve };
        send({ kind: 'show', version: thisVersion, points: shown }, [shown.buffer]);
        // Clusters saved for these very points: the map may draw them now; other views wait for the worker.
        // Opening, the view last drawn may be drawn now too (the worker has nothing to add before the data).
        if (opening || hasAnswersFor(savedAnswers(), shownSet)) resolve();
      });
    },
    query(bbox, zoom) {
      if (opening) {
        const answer = findOpeningAnswer(savedAnswers(), filters, bbox, zoom);
        if (answer) {
          openingPoints = new Map(answer.shown?.map(({ index, id, type, status }) => [index, { id, type, status }]));
          return Promise.resolve([...answer.items]);
        }
      }
      if (builtVersion < version) {
        const saved = findAnswer(savedAnswers(), shownSet, bbox, zoom);
        if (saved) return Promise.resolve([...saved]);
      }
      const requestId = nextRequest++;
      return new Promise<ClusterItem[]>((resolve) => {
        pending.set(requestId, { resolve: resolve as (value: never) => void, view: { bbox: [...bbox], zoom } });
        send({ kind: 'query', requestId, version, bbox, zoom });
      });
    },
    expansionZoom(clusterId) {
      // The opening view's clusters are not in the worker's (empty) index.
      if (opening) return Promise.resolve(Number.NaN);
      const requestId = nextRequest++;
      return new Promise<number>((resolve) => {
        pending.set(requestId, { resolve: resolve as (value: never) => void });
        send({ kind: 'expansion', requestId, version, clusterId });
      });
    },
    pointAt: (index) => mapped[index] ?? openingPoints?.get(index),
    dispose() {
      worker?.terminate();
      worker = null;
      // A new worker has no points: the next load sends them again.
      data = null;
      pending.clear();
    },
  };
}

function browserStorage(): AnswerStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Some browsers throw on the very access when storage is blocked.
  }
}
