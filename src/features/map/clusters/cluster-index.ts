/**
 * The map's handle on the clustering worker: load the problems and which of
 * them the filters let through, then ask which clusters and points fall in a
 * viewport. Every provider uses it, so Leaflet and Google draw the same
 * clusters. The points go to the worker once per list of problems; a filter
 * change sends only the positions of the visible ones (a few hundred KB at
 * 50,000, no objects to copy). The clusters of the last few views are kept on
 * the phone (saved-answers.ts): a visit with the same points draws them at once
 * instead of waiting for the worker's build.
 */
import type { MapProblem } from '../../../domain/model';
import type { ClusterItem, ClusterRequest, ClusterResponse } from './cluster-protocol';
import { visiblePositions } from './visible-positions';
import { findAnswer, hasAnswersFor, parseSavedAnswers, pointSetKey, withAnswer, type SavedAnswer } from './saved-answers';

/** Where the last views' clusters are kept (localStorage): read once per map screen, written after each answer. */
export const SAVED_CLUSTERS_KEY = 'mzansi-fix.map-clusters';
type AnswerStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ClusterIndex {
  /**
   * Clusters `visible` (a subset of `problems`, in any order); resolves when the
   * index is ready. Problems without coordinates are left out. Pass the same
   * `problems` array while only the filters change: a new array is sent again.
   */
  load(problems: readonly MapProblem[], visible: readonly MapProblem[]): Promise<void>;
  /** Clusters and points in the bounding box [west, south, east, north] at a zoom. */
  query(bbox: readonly [number, number, number, number], zoom: number): Promise<ClusterItem[]>;
  /** The zoom at which a cluster splits apart. */
  expansionZoom(clusterId: number): Promise<number>;
  /** The problem a point item stands for. */
  problemAt(index: number): MapProblem | undefined;
  /** Increases with each load; providers redraw when it changes. */
  readonly version: number;
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
  /** Every mapped problem's longitude and latitude, by position (what the worker was sent). */
  let coordinates = new Float64Array(0);
  let version = 0;
  /** The newest version the worker has built; until then, saved answers may stand in. */
  let builtVersion = -1;
  /** pointSetKey of the points shown in `version`; empty when none are (nothing worth keeping). */
  let shownSet = '';
  let answers: SavedAnswer[] | null = null;
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
    answers = withAnswer(savedAnswers(), { set: shownSet, ...view, items });
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
    mapped = problems.filter((problem) => problem.coordinates !== null);
    positions = null;
    coordinates = new Float64Array(mapped.length * 2);
    mapped.forEach((problem, i) => {
      coordinates[2 * i] = problem.coordinates!.longitude;
      coordinates[2 * i + 1] = problem.coordinates!.latitude;
    });
    // A copy goes (this one names the shown sets): ~1 ms at 50,000.
    const sent = coordinates.slice();
    send({ kind: 'data', coordinates: sent }, [sent.buffer]);
  }

  return {
    get version() {
      return version;
    },
    load(problems, visible) {
      if (problems !== data) sendData(problems);
      version += 1;
      const shown = visiblePositions(problems, visible, () => (positions ??= new Map(mapped.map((problem, i) => [problem, i]))));
      shownSet = shown.length > 0 ? pointSetKey(shown, coordinates) : '';
      const thisVersion = version;
      return new Promise<void>((resolve) => {
        loaded = { version: thisVersion, resolve };
        send({ kind: 'show', version: thisVersion, points: shown }, [shown.buffer]);
        // Clusters saved for these very points: the map may draw them now; other views wait for the worker.
        if (hasAnswersFor(savedAnswers(), shownSet)) resolve();
      });
    },
    query(bbox, zoom) {
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
      const requestId = nextRequest++;
      return new Promise<number>((resolve) => {
        pending.set(requestId, { resolve: resolve as (value: never) => void });
        send({ kind: 'expansion', requestId, version, clusterId });
      });
    },
    problemAt: (index) => mapped[index],
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
