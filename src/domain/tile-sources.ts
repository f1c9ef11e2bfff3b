/**
 * Raster tile sources of the open map provider, one per layer, each replaceable
 * at build time (VITE_TILES_ROAD, VITE_TILES_SATELLITE, VITE_TILES_TERRAIN,
 * VITE_TILES_LABELS). The caller hands in the build's environment, so the map
 * (features/map/providers/tile-layers.ts) and the service worker (sw/, which
 * caches the tiles that match these templates) read one table.
 */

export interface TileSource {
  readonly url: string;
  readonly attribution: string;
  readonly maxZoom: number;
}

export interface TileSources {
  readonly road: TileSource;
  readonly satellite: TileSource;
  readonly terrain: TileSource;
  /** Place names drawn over satellite imagery (the hybrid map type). */
  readonly labels: TileSource;
}

/** The build's environment as Vite gives it (`import.meta.env`). */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

/** The configured sources: each URL from its variable when set, else the default. */
export function tileSources(env: BuildEnv): TileSources {
  const pick = (key: string, fallback: string) => env[key]?.trim() || fallback;
  return {
    road: {
      url: pick('VITE_TILES_ROAD', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
      attribution: '&copy; OpenStreetMap contributors',
      maxZoom: 19,
    },
    satellite: {
      url: pick('VITE_TILES_SATELLITE', 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}'),
      attribution: 'Imagery &copy; Esri',
      maxZoom: 19,
    },
    terrain: {
      url: pick('VITE_TILES_TERRAIN', 'https://tile.opentopomap.org/{z}/{x}/{y}.png'),
      attribution: '&copy; OpenStreetMap contributors, SRTM | OpenTopoMap (CC-BY-SA)',
      maxZoom: 17,
    },
    labels: {
      url: pick('VITE_TILES_LABELS', 'https://server.arcgisonline.com/ArcGIS/rest/services/Reference/World_Boundaries_and_Places/MapServer/tile/{z}/{y}/{x}'),
      attribution: 'Labels &copy; Esri',
      maxZoom: 19,
    },
  };
}

/** Every configured tile URL template: the service worker caches what matches them. */
export function tileUrlTemplates(sources: TileSources): readonly string[] {
  return [sources.road, sources.satellite, sources.terrain, sources.labels].map((source) => source.url);
}
