/**
 * The map's handle on the clustering worker: load the visible problems, then
 * ask which clusters and points fall in a viewport. Every provider uses it, so
 * Leaflet and Google draw the same clusters.
 */
import type { MapProblem } from '../../../domain/model';
import type { ClusterItem, ClusterRequest, ClusterResponse } from './cluster-protocol';

export interface ClusterIndex {
  /** Replaces the points; resolves when the index is ready. Problems without coordinates are left out. */
  load(problems: readonly MapProblem[]): Promise<void>;
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
  let mapped: MapProblem[] = [];
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

  return {
    get version() {
      return version;
    },
    load(problems) {
      mapped = problems.filter((problem) => problem.coordinates !== null);
      version += 1;
      const coordinates = new Float64Array(mapped.length * 2);
      mapped.forEach((problem, i) => {
        coordinates[2 * i] = problem.coordinates!.longitude;
        coordinates[2 * i + 1] = problem.coordinates!.latitude;
      });
      const thisVersion = version;
      return new Promise<void>((resolve) => {
        loaded = { version: thisVersion, resolve };
        send({ kind: 'load', version: thisVersion, coordinates }, [coordinates.buffer]);
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
      pending.clear();
    },
  };
}
