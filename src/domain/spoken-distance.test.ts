import { describe, expect, it } from 'vitest';
import { spokenDistance } from './spoken-distance';

describe('spokenDistance', () => {
  it('rounds to 10 m close by, never saying zero', () => {
    expect(spokenDistance(0.043)).toEqual({ amount: 40, unit: 'metre' });
    expect(spokenDistance(0.002)).toEqual({ amount: 10, unit: 'metre' });
    expect(spokenDistance(0.094)).toEqual({ amount: 90, unit: 'metre' });
  });
  it('rounds to 50 m under a kilometre', () => {
    expect(spokenDistance(0.096)).toEqual({ amount: 100, unit: 'metre' });
    expect(spokenDistance(0.287)).toEqual({ amount: 300, unit: 'metre' });
    expect(spokenDistance(0.32)).toEqual({ amount: 300, unit: 'metre' });
    expect(spokenDistance(0.33)).toEqual({ amount: 350, unit: 'metre' });
    expect(spokenDistance(0.499)).toEqual({ amount: 500, unit: 'metre' });
  });
  it('says kilometres with one decimal from 1 km', () => {
    expect(spokenDistance(0.98)).toEqual({ amount: 1, unit: 'kilometre' });
    expect(spokenDistance(1.24)).toEqual({ amount: 1.2, unit: 'kilometre' });
    expect(spokenDistance(12.06)).toEqual({ amount: 12.1, unit: 'kilometre' });
  });
});
