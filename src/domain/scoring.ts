/**
 * Leaderboard points (docs/product-behaviour.md §9.1), for a chosen period, computed in one pass
 * over the problems rather than a query per user:
 *   5 per report in the period, 2 per confirmation and 2 per denial the user gave
 *   in the period, 5 per resolved report among the user's reports in the period,
 *   2 per distinct other user who confirmed the user's reports in the period,
 *   plus the bonus (sum of ad-reward points in the period).
 * "Ads Viewed" is the number of reward entries in the period. Rewards come as
 * day totals (reward-days.ts), exact for every period, all of which are whole days.
 */
import { isWithinDateRange, type DateRange } from './date-range';
import type { MapProblem, RewardDay } from './model';
import { isResolved } from './problem-status';
import { rewardsWithin } from './reward-days';

export const POINTS = {
  report: 5,
  confirmation: 2,
  denial: 2,
  resolved: 5,
  distinctConfirmer: 2,
} as const;

export interface ContributorScore {
  readonly uid: string;
  readonly points: number;
  readonly reports: number;
  readonly confirmations: number;
  readonly denials: number;
  readonly resolved: number;
  readonly distinctConfirmers: number;
  readonly bonus: number;
  readonly adsViewed: number;
}

interface Tally {
  reports: number;
  confirmations: number;
  denials: number;
  resolved: number;
  confirmers: Set<string>;
}

/**
 * Scores the given users for the period and returns them sorted by points
 * (highest first). Ties keep the order the users were given in, which is
 * reportsCount descending as the leaderboard reads them.
 */
export function scoreContributors(
  uids: readonly string[],
  problems: readonly MapProblem[],
  rewardDays: ReadonlyMap<string, readonly RewardDay[]>,
  range: DateRange,
): ContributorScore[] {
  const tallies = new Map<string, Tally>();
  for (const uid of uids) {
    tallies.set(uid, { reports: 0, confirmations: 0, denials: 0, resolved: 0, confirmers: new Set() });
  }
  for (const problem of problems) tallyProblem(problem, tallies, range);

  const scores = uids.map((uid, order) => {
    const tally = tallies.get(uid)!;
    const rewards = rewardsWithin(rewardDays.get(uid) ?? [], range);
    const bonus = rewards.points;
    const score: ContributorScore = {
      uid,
      reports: tally.reports,
      confirmations: tally.confirmations,
      denials: tally.denials,
      resolved: tally.resolved,
      distinctConfirmers: tally.confirmers.size,
      bonus,
      adsViewed: rewards.count,
      points:
        tally.reports * POINTS.report +
        tally.confirmations * POINTS.confirmation +
        tally.denials * POINTS.denial +
        tally.resolved * POINTS.resolved +
        tally.confirmers.size * POINTS.distinctConfirmer +
        bonus,
    };
    return { score, order };
  });
  scores.sort((a, b) => b.score.points - a.score.points || a.order - b.order);
  return scores.map(({ score }) => score);
}

function tallyProblem(problem: MapProblem, tallies: Map<string, Tally>, range: DateRange): void {
  const reporter = tallies.get(problem.reportedByUserId);
  if (reporter && isWithinDateRange(problem.createdAt, range)) {
    reporter.reports += 1;
    if (isResolved(problem.status)) reporter.resolved += 1;
    for (const vote of problem.confirmedBy) {
      if (vote.userId !== problem.reportedByUserId && isWithinDateRange(vote.at, range)) {
        reporter.confirmers.add(vote.userId);
      }
    }
  }
  for (const vote of problem.confirmedBy) {
    const voter = tallies.get(vote.userId);
    if (voter && isWithinDateRange(vote.at, range)) voter.confirmations += 1;
  }
  for (const vote of problem.deniedBy) {
    const voter = tallies.get(vote.userId);
    if (voter && isWithinDateRange(vote.at, range)) voter.denials += 1;
  }
}
