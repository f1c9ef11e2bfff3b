/**
 * Ad rewards as the public projection keeps them: points and count per South
 * African calendar day, never a reward's exact time (which would publish a
 * timeline of a named person's app use). Every leaderboard period is whole SA
 * days (date-range.ts: Today, Yesterday, This Week, Month, Year, a custom
 * range, All Time), so day totals give exactly the figures the individual
 * rewards would.
 */
import { isWithinDateRange, parseCalendarDay, saCalendarDay, type DateRange } from './date-range';
import type { RewardDay } from './model';

export type { RewardDay };

/**
 * At most this many days (the newest) are kept: ten years of daily rewards,
 * about 150 KB, well under Firestore's 1 MiB document limit.
 */
export const MAX_PUBLIC_REWARD_DAYS = 3660;

/** The SA calendar day of a reward's time. */
export const rewardDayOf = (ms: number): string => saCalendarDay(ms);

/**
 * Day totals of rewards (any order), newest day first. A reward without a
 * readable time belongs to no day and is left out.
 */
export function rewardDaysOf(rewards: readonly { readonly points: number; readonly timestamp: number | null }[]): RewardDay[] {
  const totals = new Map<string, { points: number; count: number }>();
  for (const reward of rewards) {
    if (reward.timestamp === null) continue;
    const day = rewardDayOf(reward.timestamp);
    const total = totals.get(day) ?? { points: 0, count: 0 };
    total.points += reward.points;
    total.count += 1;
    totals.set(day, total);
  }
  return newestDays([...totals].map(([day, total]) => ({ day, ...total })));
}

/** `days` with the given days' totals replaced (a total of no rewards removes the day), newest first. */
export function withRewardDays(days: readonly RewardDay[], replaced: readonly RewardDay[]): RewardDay[] {
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  for (const entry of replaced) {
    if (entry.count > 0) byDay.set(entry.day, entry);
    else byDay.delete(entry.day);
  }
  return newestDays([...byDay.values()]);
}

/** The points and the number of rewards of the days inside `range`. */
export function rewardsWithin(days: readonly RewardDay[], range: DateRange): { points: number; count: number } {
  let points = 0;
  let count = 0;
  for (const entry of days) {
    const start = parseCalendarDay(entry.day);
    // A day the range cuts could not count exactly; every period is whole days, so test its start.
    if (start === null || !isWithinDateRange(start, range)) continue;
    points += entry.points;
    count += entry.count;
  }
  return { points, count };
}

/** The SA day `day` as a half-open range of epoch ms; null when not a real day. */
export function rewardDayRange(day: string): { start: number; end: number } | null {
  const start = parseCalendarDay(day);
  // South Africa keeps one offset all year: every day is 24 hours long.
  return start === null ? null : { start, end: start + 86_400_000 };
}

function newestDays(days: RewardDay[]): RewardDay[] {
  return days.sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0)).slice(0, MAX_PUBLIC_REWARD_DAYS);
}
