/** Messages between the map and the clustering worker. Points travel as flat arrays (cheap to copy). */

/** Every point the data has (once per data version); a `show` then picks which of them to cluster. */
export interface DataRequest {
  readonly kind: 'data';
  /** Longitude, latitude pairs: [lng0, lat0, lng1, lat1, ...]. */
  readonly coordinates: Float64Array;
  /** Each point's type slot (domain/map-view/map-counts.ts typeSlot), so a cluster can say what it holds. */
  readonly types: Uint8Array;
}

/** Clusters these points of the last `data` (what the filters let through), as index version `version`. */
export interface ShowRequest {
  readonly kind: 'show';
  readonly version: number;
  /** Positions in the data's points, in the order the filters kept them. */
  readonly points: Uint32Array;
}

export interface QueryRequest {
  readonly kind: 'query';
  readonly requestId: number;
  readonly version: number;
  /** [west, south, east, north] */
  readonly bbox: readonly [number, number, number, number];
  readonly zoom: number;
}

export interface ExpansionRequest {
  readonly kind: 'expansion';
  readonly requestId: number;
  readonly version: number;
  readonly clusterId: number;
}

export type ClusterRequest = DataRequest | ShowRequest | QueryRequest | ExpansionRequest;

/**
 * One thing to draw: a cluster of `count` points, or a single point (`index`: its position in the data).
 * A cluster's `types` counts its points per type slot (absent in views saved before it was added).
 */
export type ClusterItem =
  | {
      readonly kind: 'cluster';
      readonly clusterId: number;
      readonly count: number;
      readonly lng: number;
      readonly lat: number;
      readonly types?: readonly number[];
    }
  | { readonly kind: 'point'; readonly index: number; readonly lng: number; readonly lat: number };

export type ClusterResponse =
  | { readonly kind: 'loaded'; readonly version: number; readonly ms: number }
  | { readonly kind: 'clusters'; readonly requestId: number; readonly version: number; readonly items: ClusterItem[] }
  | { readonly kind: 'expansion'; readonly requestId: number; readonly zoom: number }
  | { readonly kind: 'error'; readonly requestId?: number; readonly message: string };

/** Supercluster settings shared by the worker and anything that reasons about zoom. */
export const CLUSTER_RADIUS_PX = 60;
export const CLUSTER_MAX_ZOOM = 16;
