import { describe, expect, it } from 'vitest';
import { elapsed } from './elapsed';

describe('elapsed', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  it('says just now under a minute, and for a clock running behind', () => {
    expect(elapsed(now - 59_999, now)).toEqual({ unit: 'justNow' });
    expect(elapsed(now + 5_000, now)).toEqual({ unit: 'justNow' });
  });
  it('counts whole minutes, hours and days', () => {
    expect(elapsed(now - 60_000, now)).toEqual({ unit: 'minutes', amount: 1 });
    expect(elapsed(now - 59 * 60_000 - 59_000, now)).toEqual({ unit: 'minutes', amount: 59 });
    expect(elapsed(now - 3_600_000, now)).toEqual({ unit: 'hours', amount: 1 });
    expect(elapsed(now - 23.9 * 3_600_000, now)).toEqual({ unit: 'hours', amount: 23 });
    expect(elapsed(now - 3 * 86_400_000, now)).toEqual({ unit: 'days', amount: 3 });
  });
});
