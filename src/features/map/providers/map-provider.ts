/**
 * The contract every map provider meets (see README.md here). A provider draws
 * the clusters and markers its marker source gives it (the clustering worker over
 * the whole list, or the map tiles of the view in low-data mode), in the map type
 * asked for, moves when `focus` changes, and reports clicks, readiness and
 * failure. It never filters or fetches problems itself.
 */
import type { ComponentType } from 'react';
import type { GeoBounds } from '../../../domain/map-view/map-counts';
import type { Coordinates } from '../../../domain/model';
import type { MarkerSource } from '../clusters/cluster-index';

export const MAP_TYPES = ['road', 'satellite', 'terrain', 'hybrid'] as const;
export type MapType = (typeof MAP_TYPES)[number];

/** Where the map should look; a new object (even with the same place) moves it again. */
export interface MapFocus {
  readonly center: Coordinates;
  readonly zoom: number;
}

export interface MapProviderProps {
  readonly index: MarkerSource;
  /** Changes whenever the index was loaded with new points. */
  readonly indexVersion: number;
  readonly mapType: MapType;
  /**
   * False in low-data mode: no tiles at all, only the bundled outline of South
   * Africa under the markers. Only the open provider is used then (see
   * choose-provider.ts); a provider that cannot draw without its own tiles never sees it.
   */
  readonly tiles?: boolean;
  readonly focus: MapFocus;
  readonly userLocation: Coordinates | null;
  readonly onSelect: (problemId: string) => void;
  /** The first markers are drawn (or the map is up with none to draw). */
  readonly onReady: () => void;
  readonly onError: (error: unknown) => void;
  /** Each redraw after a move or new data: how long it took, markers drawn, the index version drawn. */
  readonly onRedraw?: (ms: number, markers: number, indexVersion: number) => void;
  /**
   * Where the map looks after it was drawn or moved, its zoom and the box it shows (glance mode offers the
   * centre when there is no location; the list view's "In this view" lists what is in the box).
   */
  readonly onMove?: (centre: Coordinates, zoom: number, bounds?: GeoBounds) => void;
}

export type MapProvider = ComponentType<MapProviderProps>;
