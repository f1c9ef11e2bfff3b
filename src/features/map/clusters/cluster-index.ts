/**
 * The map's handle on the clustering worker: load the problems and which of
 * them the filters let through, then ask which clusters and points fall in a
 * viewport. Every provider uses it, so Leaflet and Google draw the same
 * clusters. The points go to the worker once per list of problems; a filter
 * change sends only the positions of the visible ones (a few hundred KB at
 * 50,000, no objects to copy).
 */
import type { MapProblem } from '../../../domain/model';
import type { ClusterItem, ClusterRequest, ClusterResponse } from './cluster-protocol';

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

type Pending = { resolve: (value: never) => void };

/**
 * Makes an index. The worker starts on the first load (and again after
 * dispose), so making the object has no side effects and is safe during render.
 */
export function createClusterIndex(): ClusterIndex {
  let worker: Worker | null = null;
  let data: readonly MapProblem[] | null = null;
  /** The problems with coordinates, in the order their points were sent; a point's `index` is its place here. */
  let mapped: MapProblem[] = [];
  let positions = new Map<MapProblem, number>();
  let version = 0;
  let nextRequest = 1;
  const pending = new Map<number, Pending>();
  let loaded: { version: number; resolve: () => void } | null = null;

  const onMessage = (event: MessageEvent<ClusterResponse>) => {
    const message = event.data;
    if (message.kind === 'loaded') {
      if (loaded && loaded.version === message.version) loaded.resolve();
      return;
    }
    if (message.kind === 'error') console.error('[map] clustering failed', message.message);
    const requestId = message.kind === 'error' ? message.requestId : message.requestId;
    if (requestId === undefined) return;
    const waiter = pending.get(requestId);
    pending.delete(requestId);
    if (!waiter) return;
    if (message.kind === 'clusters') waiter.resolve(message.items as never);
    else if (message.kind === 'expansion') waiter.resolve(message.zoom as never);
    else waiter.resolve((message.kind === 'error' ? [] : undefined) as never);
  };

  function send(request: ClusterRequest, transfer: Transferable[] = []): void {
    if (!worker) {
      worker = new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = onMessage;
    }
    worker.postMessage(request, transfer);
  }

  function sendData(problems: readonly MapProblem[]): void {
    data = problems;
    mapped = problems.filter((problem) => problem.coordinates !== null);
    positions = new Map(mapped.map((problem, i) => [problem, i]));
    const coordinates = new Float64Array(mapped.length * 2);
    mapped.forEach((problem, i) => {
      coordinates[2 * i] = problem.coordinates!.longitude;
      coordinates[2 * i + 1] = problem.coordinates!.latitude;
    });
    send({ kind: 'data', coordinates }, [coordinates.buffer]);
  }

  return {
    get version() {
      return version;
    },
    load(problems, visible) {
      if (problems !== data) sendData(problems);
      version += 1;
      const points = new Uint32Array(visible.length);
      let count = 0;
      for (const problem of visible) {
        const position = positions.get(problem);
        if (position !== undefined) points[count++] = position;
      }
      const shown = points.slice(0, count);
      const thisVersion = version;
      return new Promise<void>((resolve) => {
        loaded = { version: thisVersion, resolve };
        send({ kind: 'show', version: thisVersion, points: shown }, [shown.buffer]);
      });
    },
    query(bbox, zoom) {
      const requestId = nextRequest++;
      return new Promise<ClusterItem[]>((resolve) => {
        pending.set(requestId, { resolve: resolve as (value: never) => void });
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
