import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartTicks } from './chart-ticks';

describe('chartTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten, up to a round top', () => {
    expect(chartTicks(45)).toEqual([0, 20, 40, 60]);
    expect(chartTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(chartTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(chartTicks(3)).toEqual([0, 1, 2, 3]);
    expect(chartTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('has an axis even with nothing to show', () => {
    expect(chartTicks(0)).toEqual([0, 1]);
    expect(chartTicks(Number.NaN)).toEqual([0, 1]);
    expect(chartTicks(-3)).toEqual([0, 1]);
  });

  it('always starts at 0, reaches the largest value, and has two to five whole-number ticks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (largest) => {
        const ticks = chartTicks(largest);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(largest);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(5);
        expect(ticks.every(Number.isInteger)).toBe(true);
      }),
    );
  });
});
