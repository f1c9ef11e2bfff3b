/**
 * The tile layers the open provider stacks for each map type, from the sources
 * this build configures (src/domain/tile-sources.ts). Hybrid is satellite with a
 * labels layer on top.
 */
import { tileSources, type BuildEnv, type TileSource } from '../../../domain/tile-sources';
import type { MapType } from './map-provider';

const SOURCES = tileSources(import.meta.env as BuildEnv);

/** The layers to stack for a map type, bottom first. */
export function tileLayersFor(type: MapType): readonly TileSource[] {
  switch (type) {
    case 'road':
      return [SOURCES.road];
    case 'satellite':
      return [SOURCES.satellite];
    case 'terrain':
      return [SOURCES.terrain];
    case 'hybrid':
      return [SOURCES.satellite, SOURCES.labels];
  }
}

/** The hosts a map type's tiles come from (scheme and host of each layer's template). */
export function tileOrigins(type: MapType): readonly string[] {
  const origins = tileLayersFor(type).map((source) => {
    try {
      return new URL(source.url.replace(/\{[a-z]\}/giu, '0')).origin;
    } catch {
      return null; // A malformed template fails where the layer is made, not here.
    }
  });
  return [...new Set(origins.filter((origin): origin is string => origin !== null && origin !== 'null'))];
}
