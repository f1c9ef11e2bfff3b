import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearingDegrees, compassPoint, normaliseDegrees, relativeBearing, relativeDirection } from './bearing';

const capeTown = { latitude: -33.9249, longitude: 18.4241 };

describe('bearingDegrees', () => {
  it('points north, east, south and west along the axes', () => {
    expect(bearingDegrees(capeTown, { latitude: -33.9, longitude: 18.4241 })).toBeCloseTo(0, 5);
    expect(bearingDegrees(capeTown, { latitude: -33.9249, longitude: 18.5 })).toBeCloseTo(90, 1);
    expect(bearingDegrees(capeTown, { latitude: -34, longitude: 18.4241 })).toBeCloseTo(180, 5);
    expect(bearingDegrees(capeTown, { latitude: -33.9249, longitude: 18.3 })).toBeCloseTo(270, 1);
  });
  it('gives Cape Town to Johannesburg as about north-east (known: about 47°)', () => {
    const bearing = bearingDegrees(capeTown, { latitude: -26.2041, longitude: 28.0473 });
    expect(bearing).toBeGreaterThan(44);
    expect(bearing).toBeLessThan(50);
  });
  it('always lies in [0, 360)', () => {
    const point = fc.record({ latitude: fc.double({ min: -80, max: 80, noNaN: true }), longitude: fc.double({ min: -179, max: 179, noNaN: true }) });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const bearing = bearingDegrees(a, b);
        return bearing >= 0 && bearing < 360;
      }),
    );
  });
});

describe('relativeBearing and relativeDirection', () => {
  it('turns a bearing into an angle from the heading', () => {
    expect(relativeBearing(10, 350)).toBe(20);
    expect(relativeBearing(350, 10)).toBe(-20);
    expect(relativeBearing(180, 0)).toBe(180);
    expect(relativeBearing(90, 90)).toBe(0);
  });
  it('names the sectors: ahead within 45°, behind beyond 135°', () => {
    expect(relativeDirection(0)).toBe('ahead');
    expect(relativeDirection(-45)).toBe('ahead');
    expect(relativeDirection(45.1)).toBe('right');
    expect(relativeDirection(-90)).toBe('left');
    expect(relativeDirection(135)).toBe('right');
    expect(relativeDirection(-136)).toBe('behind');
    expect(relativeDirection(180)).toBe('behind');
  });
  it('stays in (-180, 180] for any pair of angles', () => {
    fc.assert(
      fc.property(fc.double({ min: -720, max: 720, noNaN: true }), fc.double({ min: 0, max: 360, noNaN: true }), (bearing, heading) => {
        const relative = relativeBearing(bearing, heading);
        return relative > -180 && relative <= 180;
      }),
    );
  });
});

describe('normaliseDegrees and compassPoint', () => {
  it('wraps angles and names the nearest point', () => {
    expect(normaliseDegrees(-90)).toBe(270);
    expect(normaliseDegrees(720)).toBe(0);
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(44)).toBe('NE');
    expect(compassPoint(359)).toBe('N');
    expect(compassPoint(200)).toBe('S');
    expect(compassPoint(292)).toBe('W');
  });
});
