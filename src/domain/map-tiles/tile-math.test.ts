import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTile, isWithinTile, MAX_LATITUDE, parseTileKey, tileBounds, tileKey, tileOfPoint, tilesCovering, viewBounds } from './tile-math';
import { pointCode, tileCodeRange, tileOfCode } from './tile-order';
import { MAX_TILE_ZOOM } from './tile-rule';

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const zoom = fc.integer({ min: 0, max: MAX_TILE_ZOOM });

describe('tile math', () => {
  it('numbers tiles as OpenStreetMap does', () => {
    expect(tileOfPoint(0, 0, 1)).toEqual({ z: 1, x: 1, y: 1 });
    // Johannesburg's centre: https://tile.openstreetmap.org/12/2367/2357.png
    expect(tileOfPoint(-26.2041, 28.0473, 12)).toEqual({ z: 12, x: 2367, y: 2357 });
    expect(tileBounds({ z: 0, x: 0, y: 0 })).toEqual({ west: -180, east: 180, north: MAX_LATITUDE, south: -MAX_LATITUDE });
  });

  it('puts a point on a tile edge in the tile east or south of the edge, and the world edges in the edge tiles', () => {
    const { west, north } = tileBounds({ z: 10, x: 570, y: 600 });
    expect(tileOfPoint(north, west, 10)).toEqual({ z: 10, x: 570, y: 600 });
    expect(tileOfPoint(90, 180, 3)).toEqual({ z: 3, x: 7, y: 0 });
    expect(tileOfPoint(-90, -180, 3)).toEqual({ z: 3, x: 0, y: 7 });
  });

  it('gives every point one tile per zoom, each the parent of the next, holding the point, with the same tile from its code', () => {
    fc.assert(
      fc.property(latitude, longitude, zoom, (lat, lng, z) => {
        const tile = tileOfPoint(lat, lng, z);
        expect(isTile(tile)).toBe(true);
        if (z < MAX_TILE_ZOOM) expect(isWithinTile(tileOfPoint(lat, lng, z + 1), tile)).toBe(true);
        expect(tileOfCode(pointCode(lat, lng), z)).toEqual(tile);
        const { start, end } = tileCodeRange(tile);
        expect(pointCode(lat, lng)).toBeGreaterThanOrEqual(start);
        expect(pointCode(lat, lng)).toBeLessThan(end);
        const bounds = tileBounds(tile);
        const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
        expect(lng).toBeGreaterThanOrEqual(bounds.west - 1e-9);
        expect(lng).toBeLessThanOrEqual(bounds.east + 1e-9);
        expect(clamped).toBeGreaterThanOrEqual(bounds.south - 1e-9);
        expect(clamped).toBeLessThanOrEqual(bounds.north + 1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it('covers a box with exactly the tiles holding some point of it', () => {
    fc.assert(
      fc.property(fc.tuple(latitude, latitude), fc.tuple(longitude, longitude), fc.integer({ min: 0, max: 6 }), ([a, b], [c, d], z) => {
        const bounds = { south: Math.min(a, b), north: Math.max(a, b), west: Math.min(c, d), east: Math.max(c, d) };
        const tiles = tilesCovering(bounds, z).map(tileKey);
        for (const [lat, lng] of [
          [bounds.south, bounds.west],
          [bounds.north, bounds.east],
          [(bounds.south + bounds.north) / 2, (bounds.west + bounds.east) / 2],
        ] as const)
          expect(tiles).toContain(tileKey(tileOfPoint(lat, lng, z)));
        expect(new Set(tiles).size).toBe(tiles.length);
      }),
      { numRuns: 200 },
    );
  });

  it('clamps a box beyond the world instead of wrapping it, and gives none for an empty box', () => {
    expect(tilesCovering({ south: -10, north: 10, west: -400, east: -170 }, 2).map(tileKey)).toEqual(['2/0/1', '2/0/2']);
    expect(tilesCovering({ south: 10, north: -10, west: 0, east: 10 }, 2)).toEqual([]);
    expect(tilesCovering({ south: -10, north: 10, west: 10, east: 0 }, 2)).toEqual([]);
  });

  it('gives the box a phone screen shows around a centre', () => {
    const bounds = viewBounds({ latitude: -26.2041, longitude: 28.0473 }, 12, 412, 823);
    expect(bounds.east - bounds.west).toBeCloseTo((412 / (256 * 4096)) * 360, 9);
    expect(bounds.north).toBeGreaterThan(-26.2041);
    expect(bounds.south).toBeLessThan(-26.2041);
    // One column (x 1183.16 to 1183.96 at zoom 11), three rows (y 1177.75 to 1179.36).
    expect(tilesCovering(bounds, 11).map(tileKey)).toEqual(['11/1183/1177', '11/1183/1178', '11/1183/1179']);
  });

  it('reads only canonical keys of real tiles', () => {
    expect(parseTileKey('12/2367/2369')).toEqual({ z: 12, x: 2367, y: 2369 });
    for (const key of ['12/2367', '012/1/1', '1/2/0', '1/-1/0', '1/1.0/0', ' 1/0/0', '25/0/0', '1/0/0?x=1', '3/01/1', 'a/b/c', ''])
      expect(parseTileKey(key), key).toBeNull();
    fc.assert(
      fc.property(latitude, longitude, zoom, (lat, lng, z) => {
        expect(parseTileKey(tileKey(tileOfPoint(lat, lng, z)))).toEqual(tileOfPoint(lat, lng, z));
      }),
    );
  });
});
