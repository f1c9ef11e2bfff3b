/**
 * Raster tile sources of the open provider, one per map type, each replaceable
 * at build time (VITE_TILES_ROAD, VITE_TILES_SATELLITE, VITE_TILES_TERRAIN,
 * VITE_TILES_LABELS). Hybrid is satellite with a labels layer on top.
 */
import type { MapType } from './map-provider';

export interface TileSource {
  readonly url: string;
  readonly attribution: string;
  readonly maxZoom: number;
}

const env = import.meta.env as Record<string, string | undefined>;
const pick = (key: string, fallback: string) => (env[key]?.trim() ? env[key]!.trim() : fallback);

const ROAD: TileSource = {
  url: pick('VITE_TILES_ROAD', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  attribution: '&copy; OpenStreetMap contributors',
  maxZoom: 19,
};
const SATELLITE: TileSource = {
  url: pick('VITE_TILES_SATELLITE', 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}'),
  attribution: 'Imagery &copy; Esri',
  maxZoom: 19,
};
const TERRAIN: TileSource = {
  url: pick('VITE_TILES_TERRAIN', 'https://tile.opentopomap.org/{z}/{x}/{y}.png'),
  attribution: '&copy; OpenStreetMap contributors, SRTM | OpenTopoMap (CC-BY-SA)',
  maxZoom: 17,
};
const LABELS: TileSource = {
  url: pick('VITE_TILES_LABELS', 'https://server.arcgisonline.com/ArcGIS/rest/services/Reference/World_Boundaries_and_Places/MapServer/tile/{z}/{y}/{x}'),
  attribution: 'Labels &copy; Esri',
  maxZoom: 19,
};

/** Every configured tile URL template: the service worker caches what matches them. */
export function tileUrlTemplates(): readonly string[] {
  return [ROAD, SATELLITE, TERRAIN, LABELS].map((source) => source.url);
}

/** The layers to stack for a map type, bottom first. */
export function tileLayersFor(type: MapType): readonly TileSource[] {
  switch (type) {
    case 'road':
      return [ROAD];
    case 'satellite':
      return [SATELLITE];
    case 'terrain':
      return [TERRAIN];
    case 'hybrid':
      return [SATELLITE, LABELS];
  }
}
