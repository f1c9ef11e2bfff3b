import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance } from './distance';

describe('distanceKm', () => {
  it('measures Johannesburg to Pretoria at about 54 km', () => {
    const km = distanceKm({ latitude: -26.2041, longitude: 28.0473 }, { latitude: -25.7479, longitude: 28.2293 });
    expect(km).toBeGreaterThan(53);
    expect(km).toBeLessThan(55);
  });
  it('is zero for the same point and symmetric', () => {
    const a = { latitude: -33.92, longitude: 18.42 };
    const b = { latitude: -29.86, longitude: 31.02 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe('formatDistance', () => {
  it('writes metres under 1 km and km with one decimal above', () => {
    expect(formatDistance(0.35)).toBe('350 m');
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(0.9994)).toBe('999 m');
    expect(formatDistance(0.9996)).toBe('1.0 km');
    expect(formatDistance(1.2345)).toBe('1.2 km');
    expect(formatDistance(54.26)).toBe('54.3 km');
  });
});
