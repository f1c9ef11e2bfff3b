import { describe, expect, it } from 'vitest';
import { mapTilesPath, parseMapTilesPath } from './map-tiles-url';

describe('the map tiles URLs', () => {
  it('name the summary, the unplaced list and every tile down to zoom 16, each one way', () => {
    for (const path of ['/data/map-tiles/summary', '/data/map-tiles/unplaced', '/data/map-tiles/0/0/0', '/data/map-tiles/14/9468/9428', '/data/map-tiles/16/37873/37713']) {
      const request = parseMapTilesPath(path);
      expect(request, path).not.toBeNull();
      expect(mapTilesPath(request!)).toBe(path);
    }
  });

  it('name nothing else', () => {
    for (const path of [
      '/data/map-tiles',
      '/data/map-tiles/',
      '/data/map-tiles/17/0/0',
      '/data/map-tiles/4/16/0',
      '/data/map-tiles/4/08/9',
      '/data/map-tiles/4/8/9/',
      '/data/map-tiles/4/8',
      '/data/map-tiles/Summary',
      '/data/map-tiles/summary/x',
      '/data/map-tiles/%34/8/9',
      '/data/map-index',
    ])
      expect(parseMapTilesPath(path), path).toBeNull();
  });
});
