import { describe, expect, it } from 'vitest';
import { isInsidePolygon, type FlatPolygon } from './point-in-polygon';

/** An axis-aligned square from (x, y) to (x + size, y + size), wound either way. */
const square = (x: number, y: number, size = 1, clockwise = false): Float64Array =>
  Float64Array.from(clockwise ? [x, y, x, y + size, x + size, y + size, x + size, y] : [x, y, x + size, y, x + size, y + size, x, y + size]);

describe('isInsidePolygon', () => {
  it('holds a point inside and not one outside, whichever way the ring runs', () => {
    for (const clockwise of [false, true]) {
      const polygon: FlatPolygon = [square(0, 0, 1, clockwise)];
      expect(isInsidePolygon(polygon, 0.5, 0.5)).toBe(true);
      expect(isInsidePolygon(polygon, 1.5, 0.5)).toBe(false);
      expect(isInsidePolygon(polygon, 0.5, -0.5)).toBe(false);
    }
  });

  it('leaves a point in a hole out, and a point between the hole and the outer ring in', () => {
    const polygon: FlatPolygon = [square(0, 0, 4), square(1, 1, 2, true)];
    expect(isInsidePolygon(polygon, 2, 2)).toBe(false);
    expect(isInsidePolygon(polygon, 0.5, 2)).toBe(true);
  });

  it('finds a point in a concave ring only where the ring is', () => {
    // A U open to the north: its notch is outside.
    const u: FlatPolygon = [Float64Array.from([0, 0, 3, 0, 3, 3, 2, 3, 2, 1, 1, 1, 1, 3, 0, 3])];
    expect(isInsidePolygon(u, 1.5, 2)).toBe(false);
    expect(isInsidePolygon(u, 0.5, 2)).toBe(true);
    expect(isInsidePolygon(u, 1.5, 0.5)).toBe(true);
  });

  it('gives a point on a shared border to exactly one side: east, or north of an east-west border', () => {
    // Four squares meeting at (1, 1), with a slanted shared edge between two more.
    const west: FlatPolygon = [square(0, 0)];
    const east: FlatPolygon = [square(1, 0, 1, true)];
    const northWest: FlatPolygon = [square(0, 1)];
    const northEast: FlatPolygon = [square(1, 1)];
    const holders = (x: number, y: number, polygons: Record<string, FlatPolygon>) =>
      Object.entries(polygons)
        .filter(([, polygon]) => isInsidePolygon(polygon, x, y))
        .map(([name]) => name);
    const grid = { west, east, northWest, northEast };
    expect(holders(1, 0.5, grid)).toEqual(['east']);
    expect(holders(0.5, 1, grid)).toEqual(['northWest']);
    expect(holders(1, 1, grid)).toEqual(['northEast']);
    // Slanted, with coordinates that do not divide evenly: both sides must compute the same crossing.
    const a = [0.1, 0.2];
    const b = [0.7, 0.93];
    const left: FlatPolygon = [Float64Array.from([a[0]!, a[1]!, b[0]!, b[1]!, -1, 1])];
    const right: FlatPolygon = [Float64Array.from([b[0]!, b[1]!, a[0]!, a[1]!, 2, 0])];
    for (let t = 0.01; t < 1; t += 0.01) {
      const x = a[0]! + t * (b[0]! - a[0]!);
      const y = a[1]! + t * (b[1]! - a[1]!);
      expect(holders(x, y, { left, right }), `t = ${t}`).toHaveLength(1);
    }
  });
});
