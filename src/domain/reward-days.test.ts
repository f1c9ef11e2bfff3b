import { describe, expect, it } from 'vitest';
import { ALL_TIME, customRange } from './date-range';
import { MAX_PUBLIC_REWARD_DAYS, rewardDayRange, rewardDaysOf, rewardsWithin, withRewardDays } from './reward-days';

describe('rewardDaysOf', () => {
  it('sums points and counts per South African day, newest first', () => {
    expect(
      rewardDaysOf([
        { points: 1, timestamp: Date.parse('2026-11-19T21:59:59Z') }, // 23:59:59 on the 19th in SA
        { points: 2, timestamp: Date.parse('2026-11-19T22:00:00Z') }, // midnight of the 20th in SA
        { points: 4, timestamp: Date.parse('2026-11-20T12:00:00Z') },
        { points: 8, timestamp: null },
      ]),
    ).toEqual([
      { day: '2026-11-20', points: 6, count: 2 },
      { day: '2026-11-19', points: 1, count: 1 },
    ]);
  });

  it('keeps at most the newest ten years of days', () => {
    const many = Array.from({ length: MAX_PUBLIC_REWARD_DAYS + 3 }, (_, i) => ({ points: 1, timestamp: Date.UTC(2000, 0, 1) + i * 86_400_000 }));
    const days = rewardDaysOf(many);
    expect(days).toHaveLength(MAX_PUBLIC_REWARD_DAYS);
    expect(days[0]!.day > days.at(-1)!.day).toBe(true);
  });
});

describe('withRewardDays', () => {
  const days = [{ day: '2026-11-20', points: 5, count: 1 }, { day: '2026-11-18', points: 3, count: 1 }];

  it('replaces, adds and removes days and keeps the newest first', () => {
    expect(withRewardDays(days, [{ day: '2026-11-19', points: 2, count: 1 }, { day: '2026-11-20', points: 0, count: 0 }])).toEqual([
      { day: '2026-11-19', points: 2, count: 1 },
      { day: '2026-11-18', points: 3, count: 1 },
    ]);
  });
});

describe('rewardsWithin and rewardDayRange', () => {
  const days = [{ day: '2026-11-20', points: 5, count: 1 }, { day: '2026-11-18', points: 3, count: 2 }];

  it('counts the days inside the range', () => {
    expect(rewardsWithin(days, ALL_TIME)).toEqual({ points: 8, count: 3 });
    expect(rewardsWithin(days, customRange('2026-11-18', '2026-11-19'))).toEqual({ points: 3, count: 2 });
    expect(rewardsWithin([{ day: 'nonsense', points: 9, count: 9 }], ALL_TIME)).toEqual({ points: 0, count: 0 });
  });

  it('gives a day as 24 hours from SA midnight', () => {
    expect(rewardDayRange('2026-11-20')).toEqual({ start: Date.parse('2026-11-19T22:00:00Z'), end: Date.parse('2026-11-20T22:00:00Z') });
    expect(rewardDayRange('2026-02-30')).toBeNull();
  });
});
