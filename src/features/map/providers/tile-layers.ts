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
