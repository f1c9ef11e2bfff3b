import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeoBounds } from '../map-view/map-counts';
import { tileKey, tileOfPoint, viewBounds } from './tile-math';
import { MAX_TILE_ZOOM } from './tile-rule';
import { viewBox, viewZoom } from './tile-samples';
import { MAX_VIEW_TILES, drawZoom, spanSize, tilesForView, viewSpan } from './view-tiles';

const PHONE = [412, 823] as const;
const JOHANNESBURG = { latitude: -26.2041, longitude: 28.0473 };
const keys = (bounds: GeoBounds, zoom: number) => tilesForView(bounds, zoom).map(tileKey);

/** A point of the box at fractions u (west to east, across the antimeridian when it crosses) and v (south to north). */
function pointIn(bounds: GeoBounds, u: number, v: number): [number, number] {
  const width = bounds.west <= bounds.east ? bounds.east - bounds.west : bounds.east + 360 - bounds.west;
  const longitude = bounds.west + u * width;
  return [bounds.south + v * (bounds.north - bounds.south), longitude > 180 ? longitude - 360 : longitude];
}

describe('the tiles a view asks for', () => {
  it('lie one zoom above the view, whole, from 0 to the deepest tiles', () => {
    expect([12, 12.99, 1, 0, -3, 15, 16, 30, Infinity, Number.NaN].map(drawZoom)).toEqual([11, 11, 0, 0, 0, 14, 15, MAX_TILE_ZOOM, MAX_TILE_ZOOM, 0]);
  });

  it('are a handful for a phone, as docs/architecture.md §2.1 measures them', () => {
    expect(keys(viewBounds(JOHANNESBURG, 12, ...PHONE), 12)).toHaveLength(3);
    expect(keys(viewBounds({ latitude: -28.5, longitude: 24.7 }, 5, ...PHONE), 5)).toHaveLength(6);
  });

  it('are one tile for a view with no size, and none for an empty or unreadable box', () => {
    const spot = { south: -26.2041, north: -26.2041, west: 28.0473, east: 28.0473 };
    expect(keys(spot, 15)).toEqual([tileKey(tileOfPoint(-26.2041, 28.0473, 14))]);
    expect(keys({ ...spot, south: -25 }, 10)).toEqual([]);
    expect(keys({ ...spot, west: Number.NaN }, 10)).toEqual([]);
    expect(keys({ ...spot, north: Number.NaN }, 10)).toEqual([]);
  });

  it('are coarser when the box needs more than MAX_VIEW_TILES at the draw zoom, the world included', () => {
    expect(keys({ south: -90, north: 90, west: -500, east: 500 }, 15)).toHaveLength(64);
    expect(tilesForView({ south: -90, north: 90, west: -180, east: 180 }, 15)[0]!.z).toBe(3);
  });

  it('cover a box across the antimeridian from both edges, each column once', () => {
    const across = { south: -40, north: -20, west: 170, east: -170 };
    expect(keys(across, 3)).toEqual(['2/0/2', '2/3/2']);
    expect(keys(across, 1)).toEqual(['0/0/0']);
    expect(keys({ ...across, west: 20 }, 3)).toEqual(['2/0/2', '2/2/2', '2/3/2']);
  });

  it('hold every point of the view, each tile once, at the deepest zoom that keeps them few', () => {
    fc.assert(
      fc.property(viewBox, viewZoom, fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 10 }), (bounds, zoom, fractions) => {
        const tiles = tilesForView(bounds, zoom);
        const held = new Set(tiles.map(tileKey));
        expect(held.size).toBe(tiles.length);
        expect(tiles.length).toBeGreaterThan(0);
        expect(tiles.length).toBeLessThanOrEqual(MAX_VIEW_TILES);
        const z = tiles[0]!.z;
        expect(tiles.every((tile) => tile.z === z)).toBe(true);
        expect(z).toBeLessThanOrEqual(drawZoom(zoom));
        if (z < drawZoom(zoom)) expect(spanSize(viewSpan(bounds, z + 1)!)).toBeGreaterThan(MAX_VIEW_TILES);
        for (const [u, v] of fractions) expect(held.has(tileKey(tileOfPoint(...pointIn(bounds, u, v), z)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
