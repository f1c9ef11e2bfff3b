import { describe, expect, it } from 'vitest';
import { FIT_MAX_ZOOM, FIT_MIN_ZOOM, focusForBounds, outlineBounds } from './outline-bounds';

const ring = (...points: number[]) => Float64Array.from(points);

describe('outlineBounds', () => {
  it('is the box around every outer ring', () => {
    const polygons = [[ring(18, -34, 19, -34, 19, -33)], [ring(18.5, -35, 18.6, -34.5, 18.4, -34.5), ring(0, 0, 1, 1, 1, 0)]];
    expect(outlineBounds(polygons)).toEqual({ west: 18, south: -35, east: 19, north: -33 });
  });
  it('is null for no outline', () => {
    expect(outlineBounds([])).toBeNull();
  });
});

describe('focusForBounds', () => {
  // City of Cape Town's box, roughly.
  const capeTown = { west: 18.3, south: -34.36, east: 18.99, north: -33.47 };

  it('centres on the box and fits it whole', () => {
    const { center, zoom } = focusForBounds(capeTown, 1000, 700);
    expect(center.longitude).toBeCloseTo(18.645, 3);
    expect(center.latitude).toBeGreaterThan(-34.36);
    expect(center.latitude).toBeLessThan(-33.47);
    // At this zoom the box fits; one closer it would not.
    const px = (z: number) => (0.69 / 360) * 256 * 2 ** z;
    expect(px(zoom)).toBeLessThanOrEqual(1000);
    expect(zoom).toBe(9);
  });

  it('zooms out on a narrow screen', () => {
    expect(focusForBounds(capeTown, 360, 500).zoom).toBeLessThan(focusForBounds(capeTown, 1440, 900).zoom);
  });

  it('stays between the closest and widest zoom', () => {
    expect(focusForBounds({ west: 18, south: -34, east: 18, north: -34 }, 1000, 700).zoom).toBe(FIT_MAX_ZOOM);
    expect(focusForBounds({ west: -170, south: -80, east: 170, north: 80 }, 300, 300).zoom).toBe(FIT_MIN_ZOOM);
    expect(focusForBounds(capeTown, 0, 0).zoom).toBe(FIT_MIN_ZOOM);
  });
});
