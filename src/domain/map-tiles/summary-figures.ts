/**
 * Home's figures from the summary alone (issue 38): on a first visit the summary
 * (a few KB) comes long before the whole index file (megabytes at a national
 * scale), and it holds exactly what home's cards and trend count. Each figure is
 * the one the full list gives (problem-stats.ts, monthly-trend.ts) as of the
 * index's own moment, `builtAt`.
 */
import { monthlyTrend, type TrendMonth } from '../monthly-trend';
import { statusTone } from '../problem-status';
import type { ProblemCounts } from '../problem-stats';
import type { TileSummary } from './tile-answers';

/** Total, Active, Resolved and the rest, as countProblems gives them over every report, placed or not. */
export function summaryCounts(summary: TileSummary): ProblemCounts {
  const counts = { total: 0, active: 0, resolved: 0, other: 0 };
  for (const { status, count } of [...summary.placed, ...summary.unplaced]) {
    const tone = statusTone(status);
    counts.total += count;
    if (tone === 'active') counts.active += count;
    else if (tone === 'resolved') counts.resolved += count;
    else counts.other += count;
  }
  return counts;
}

/**
 * The trend as monthlyTrend gives it over every report at `builtAt`, for a page whose own
 * clock reads `now`; null when `now` falls in another month than `builtAt` (the twelve months
 * are not the page's then) or the summary lacks one of them. The page then says it is
 * counting until the list itself has come.
 */
export function summaryTrend(summary: TileSummary, now: number): TrendMonth[] | null {
  const frame = monthlyTrend([], summary.builtAt);
  if (monthlyTrend([], now).at(-1)?.month !== frame.at(-1)?.month) return null;
  const byMonth = new Map(summary.months.map((month) => [month.month, month]));
  const months: TrendMonth[] = [];
  for (const { month, start } of frame) {
    const counted = byMonth.get(month);
    if (!counted) return null;
    const received = counted.received.reduce((sum, { count }) => sum + count, 0);
    months.push({ month, start, received, resolved: counted.resolved });
  }
  return months;
}
