import { describe, expect, it } from 'vitest';
import { tileSources, tileUrlTemplates } from './tile-sources';

describe('tileSources', () => {
  it('uses the default servers when no variable is set, or one is blank', () => {
    const sources = tileSources({ VITE_TILES_ROAD: '  ' });
    expect(sources.road.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(sources.terrain.maxZoom).toBe(17);
  });
  it('takes a configured template, trimmed, and the service worker gets every template', () => {
    const sources = tileSources({ VITE_TILES_LABELS: ' https://labels.example/{z}/{x}/{y}.png ' });
    expect(sources.labels.url).toBe('https://labels.example/{z}/{x}/{y}.png');
    expect(tileUrlTemplates(sources)).toEqual([sources.road.url, sources.satellite.url, sources.terrain.url, sources.labels.url]);
  });
});
