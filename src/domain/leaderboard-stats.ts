/**
 * The leaderboard from contributor stats (contributor-stats.ts): the figures of
 * docs/product-behaviour.md §9.1 for one period, with the points of scoring.ts,
 * for the top contributors by report count, re-sorted by points. Exact for every
 * period the board offers, since each is all time or whole South African days
 * (date-range.ts): a time lies in such a range exactly when its day does.
 */
import type { ContributorStats } from './contributor-stats';
import { pairDays, UNDATED } from './contributor-stats';
import { isWithinDateRange, parseCalendarDay, type DateRange } from './date-range';
import type { PublicProfile } from './model';
import { rewardsWithin } from './reward-days';
import { POINTS } from './scoring';

export interface LeaderboardFigures {
  readonly points: number;
  readonly reports: number;
  readonly confirmations: number;
  readonly denials: number;
  readonly resolved: number;
  readonly distinctConfirmers: number;
  readonly bonus: number;
  readonly adsViewed: number;
}

/** One row of the board: the public name fields and the figures; no uid, no voter. */
export interface LeaderboardRow extends LeaderboardFigures {
  readonly displayName: string | null;
  readonly isAnonymous: boolean;
}

/** Whether a stats day (or UNDATED) lies in a whole-day range. */
export function isDayWithin(day: string, range: DateRange): boolean {
  return isWithinDateRange(day === UNDATED ? null : parseCalendarDay(day), range);
}

/** One user's figures for the range, from their stats and their ad rewards per day. */
export function figuresWithin(stats: ContributorStats, rewardDays: PublicProfile['adRewardDays'], range: DateRange): LeaderboardFigures {
  let [reports, resolved, confirmations, denials] = [0, 0, 0, 0];
  for (const [day, figures] of stats.days) {
    if (!isDayWithin(day, range)) continue;
    reports += figures.reports;
    resolved += figures.resolved;
    confirmations += figures.confirmations;
    denials += figures.denials;
  }
  let distinctConfirmers = 0;
  for (const pairs of stats.confirmers.values()) {
    if ([...pairs.keys()].some((pair) => pairDays(pair)?.every((day) => isDayWithin(day, range)))) distinctConfirmers += 1;
  }
  const rewards = rewardsWithin(rewardDays, range);
  const points =
    reports * POINTS.report +
    confirmations * POINTS.confirmation +
    denials * POINTS.denial +
    resolved * POINTS.resolved +
    distinctConfirmers * POINTS.distinctConfirmer +
    rewards.points;
  return { points, reports, confirmations, denials, resolved, distinctConfirmers, bonus: rewards.points, adsViewed: rewards.count };
}

/**
 * The board for the range: `contributors` as read (top by reportsCount, highest
 * first), scored and sorted by points; ties keep the order given.
 */
export function leaderboardRows(
  contributors: readonly { readonly profile: PublicProfile; readonly stats: ContributorStats }[],
  range: DateRange,
): LeaderboardRow[] {
  return contributors
    .map(({ profile, stats }, order) => ({
      row: { displayName: profile.displayName, isAnonymous: profile.isAnonymous, ...figuresWithin(stats, profile.adRewardDays, range) },
      order,
    }))
    .sort((a, b) => b.row.points - a.row.points || a.order - b.order)
    .map(({ row }) => row);
}
