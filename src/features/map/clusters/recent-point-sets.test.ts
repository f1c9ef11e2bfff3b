import { describe, expect, it } from 'vitest';
import { hashPoints, recentPointSets } from './recent-point-sets';

const points = (...values: number[]) => Uint32Array.from(values);

describe('recentPointSets', () => {
  it('builds once per set of points and reuses it when the same set comes back', () => {
    const cache = recentPointSets<string>();
    let builds = 0;
    const build = (name: string) => () => {
      builds += 1;
      return name;
    };
    expect(cache.get(points(0, 1, 2), build('all'))).toBe('all');
    expect(cache.get(points(0, 2), build('some'))).toBe('some');
    expect(cache.get(points(0, 1, 2), build('again'))).toBe('all');
    expect(builds).toBe(2);
  });

  it('tells apart sets that hash alike by comparing every point', () => {
    const cache = recentPointSets<string>();
    cache.get(points(1, 2), () => 'first');
    expect(cache.get(points(2, 1), () => 'second')).toBe('second');
    expect(cache.get(points(1, 2, 3), () => 'third')).toBe('third');
  });

  it('keeps only the newest `limit` sets, the one used last counting as newest', () => {
    const cache = recentPointSets<string>(2);
    cache.get(points(1), () => 'one');
    cache.get(points(2), () => 'two');
    cache.get(points(1), () => 'unused');
    cache.get(points(3), () => 'three');
    expect(cache.get(points(1), () => 'rebuilt')).toBe('one');
    expect(cache.get(points(2), () => 'rebuilt')).toBe('rebuilt');
  });

  it('forgets everything on clear (new data: the same numbers mean other reports)', () => {
    const cache = recentPointSets<string>();
    cache.get(points(0), () => 'old');
    cache.clear();
    expect(cache.get(points(0), () => 'new')).toBe('new');
  });

  it('hashes the empty set and differs with the order of points', () => {
    expect(hashPoints(points())).toBe(hashPoints(points()));
    expect(hashPoints(points(1, 2))).not.toBe(hashPoints(points(2, 1)));
  });
});
