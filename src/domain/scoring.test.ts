import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_TIME, customRange, dateRangeFor, DATE_PERIODS, isWithinDateRange } from './date-range';
import type { Problem, Vote } from './model';
import { rewardDaysOf } from './reward-days';
import { sampleProblem } from './sample-problem';
import { scoreContributors } from './scoring';

const day = (d: number) => Date.UTC(2026, 10, d, 10);

function problem(id: string, reporter: string, createdDay: number, extra: Partial<Problem> = {}): Problem {
  return sampleProblem(id, { reportedByUserId: reporter, createdAt: day(createdDay), ...extra });
}
const vote = (userId: string, d: number): Vote => ({ userId, at: day(d) });

describe('scoreContributors (docs/product-behaviour.md §9.1)', () => {
  const problems = [
    problem('p1', 'ann', 1, { status: 'Resolved', confirmedBy: [vote('bob', 2), vote('cat', 3)] }),
    problem('p2', 'ann', 5, { confirmedBy: [vote('bob', 6), vote('ann', 6)], deniedBy: [vote('cat', 6)] }),
    problem('p3', 'bob', 10, { deniedBy: [vote('ann', 11)] }),
    problem('p4', 'zed', 12, { confirmedBy: [vote('cat', 12)] }),
  ];
  const rewards = new Map([['cat', rewardDaysOf([{ points: 10, timestamp: day(4) }, { points: 20, timestamp: day(20) }])]]);

  it('adds every kind of point for all time', () => {
    const scores = scoreContributors(['ann', 'bob', 'cat'], problems, rewards, ALL_TIME);
    const byUid = Object.fromEntries(scores.map((s) => [s.uid, s]));
    // ann: 2 reports (10) + 1 resolved (5) + distinct other confirmers bob, cat (4)
    //      + her own confirmation of p2 (2) + 1 denial (2) = 23
    expect(byUid.ann).toMatchObject({ reports: 2, resolved: 1, distinctConfirmers: 2, confirmations: 1, denials: 1, points: 23 });
    // bob: 1 report (5) + 2 confirmations (4) = 9
    expect(byUid.bob).toMatchObject({ reports: 1, confirmations: 2, denials: 0, points: 9 });
    // cat: 2 confirmations (4) + 1 denial (2) + bonus 30 over 2 ads = 36
    expect(byUid.cat).toMatchObject({ confirmations: 2, denials: 1, bonus: 30, adsViewed: 2, points: 36 });
  });

  it('re-sorts by points, highest first', () => {
    expect(scoreContributors(['ann', 'bob', 'cat'], problems, rewards, ALL_TIME).map((s) => s.uid)).toEqual([
      'cat',
      'ann',
      'bob',
    ]);
  });

  it('counts only what falls in the period', () => {
    const range = customRange('2026-11-05', '2026-11-11');
    const byUid = Object.fromEntries(
      scoreContributors(['ann', 'bob', 'cat'], problems, rewards, range).map((s) => [s.uid, s]),
    );
    expect(byUid.ann).toMatchObject({ reports: 1, resolved: 0, distinctConfirmers: 1, confirmations: 1, denials: 1 });
    expect(byUid.cat).toMatchObject({ confirmations: 0, denials: 1, bonus: 0, adsViewed: 0, points: 2 });
  });

  it('keeps the given order for ties and scores users with nothing at 0', () => {
    const scores = scoreContributors(['nobody', 'none'], problems, new Map(), ALL_TIME);
    expect(scores.map((s) => [s.uid, s.points])).toEqual([
      ['nobody', 0],
      ['none', 0],
    ]);
  });

  it('ignores votes with an unknown date in a bounded period but counts them for all time', () => {
    const undated = [problem('p9', 'ann', 1, { confirmedBy: [{ userId: 'bob', at: null }] })];
    expect(scoreContributors(['bob'], undated, new Map(), ALL_TIME)[0]?.confirmations).toBe(1);
    expect(scoreContributors(['bob'], undated, new Map(), customRange('2026-11-01', '2026-11-30'))[0]?.confirmations).toBe(0);
  });

  it('gives from day totals exactly the bonus and ads viewed the single rewards give, for every period', () => {
    const now = Date.UTC(2026, 10, 23, 9, 30);
    const reward = fc.record({
      points: fc.integer({ min: 0, max: 50 }),
      // Any moment in the 400 days before now, edges of SA days included.
      timestamp: fc.integer({ min: now - 400 * 86_400_000, max: now }),
    });
    fc.assert(
      fc.property(fc.array(reward, { maxLength: 40 }), fc.constantFrom(...DATE_PERIODS), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (list, period, a, b) => {
        const day = (offset: number) => new Date(now - offset * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);
        const range = dateRangeFor({ period, from: day(Math.max(a, b)), to: day(Math.min(a, b)) }, now);
        const inRange = list.filter((r) => isWithinDateRange(r.timestamp, range));
        const [score] = scoreContributors(['u'], [], new Map([['u', rewardDaysOf(list)]]), range);
        expect(score).toMatchObject({ bonus: inRange.reduce((sum, r) => sum + r.points, 0), adsViewed: inRange.length });
      }),
    );
  });
});
