import { describe, expect, it } from 'vitest';
import { advanceMotion, isMoving, type Fix } from './motion';

const start = { latitude: -33.93, longitude: 18.41 };
/** About 111 m north of `start` per 0.001° of latitude. */
const north = (deg: number) => ({ latitude: start.latitude + deg, longitude: start.longitude });
const fix = (coordinates: Fix['coordinates'], timestamp: number, extra: Partial<Fix> = {}): Fix => ({
  coordinates,
  timestamp,
  speed: null,
  heading: null,
  ...extra,
});

describe('advanceMotion', () => {
  it('knows neither speed nor heading from a single fix without device values', () => {
    const motion = advanceMotion(null, fix(start, 0));
    expect(motion.speedKmh).toBeNull();
    expect(motion.heading).toBeNull();
  });

  it('prefers the device speed (m/s to km/h) and heading', () => {
    const motion = advanceMotion(null, fix(start, 0, { speed: 10, heading: 370 }));
    expect(motion.speedKmh).toBeCloseTo(36, 6);
    expect(motion.heading).toBe(10);
  });

  it('works speed and heading out from successive fixes when the device does not say', () => {
    const first = advanceMotion(null, fix(start, 0));
    // 0.001° of latitude is about 111 m; in 10 s that is about 40 km/h, heading north.
    const second = advanceMotion(first, fix(north(0.001), 10_000));
    expect(second.speedKmh).toBeGreaterThan(39);
    expect(second.speedKmh).toBeLessThan(41);
    expect(second.heading).toBeCloseTo(0, 3);
  });

  it('keeps the last heading while standing still, and the speed drops to zero', () => {
    const moving = advanceMotion(advanceMotion(null, fix(start, 0)), fix(north(0.001), 10_000));
    const stopped = advanceMotion(moving, fix(north(0.001), 12_000));
    expect(stopped.speedKmh).toBe(0);
    expect(stopped.heading).toBeCloseTo(0, 3);
  });

  it('ignores a NaN device heading (the browser sends NaN when standing still)', () => {
    const motion = advanceMotion(null, fix(start, 0, { speed: 0, heading: Number.NaN }));
    expect(motion.heading).toBeNull();
    expect(motion.speedKmh).toBe(0);
  });

  it('keeps the previous speed when two fixes come too close together in time', () => {
    const moving = advanceMotion(advanceMotion(null, fix(start, 0)), fix(north(0.001), 10_000));
    const burst = advanceMotion(moving, fix(north(0.0011), 10_100));
    expect(burst.speedKmh).toBe(moving.speedKmh);
  });
});

describe('isMoving', () => {
  it('is true only above 10 km/h; unknown counts as standing still', () => {
    expect(isMoving(null)).toBe(false);
    expect(isMoving(10)).toBe(false);
    expect(isMoving(10.1)).toBe(true);
    expect(isMoving(0)).toBe(false);
  });
});
