/**
 * The summary answer: what the country's figures need without any tile (home's
 * cards and trend, the stats strip, per-type counts before a tile has come).
 * Figures are as of the index's `builtAt`, as the index file's are: the trend's
 * months are counted by monthly-trend.ts itself with `now` = builtAt, so a report
 * dated after builtAt (a phone with a wrong clock) is counted by the summary of
 * a later version, just as the trend counts it once its time has come.
 */
import type { MapProblem } from '../model';
import { monthlyTrend, TREND_MONTHS } from '../monthly-trend';
import { reportKinds } from './report-kinds';
import { MAP_TILES_VERSION, type IndexStamp, type SummaryWire } from './tile-answers';

/** The trend's months for each status (received) and for all reports (resolved), on one calendar. */
function summaryMonths(problems: readonly MapProblem[], builtAt: number): Pick<SummaryWire, 'statuses' | 'months'> {
  const byStatus = new Map<string, MapProblem[]>();
  for (const problem of problems) {
    const group = byStatus.get(problem.status);
    if (group) group.push(problem);
    else byStatus.set(problem.status, [problem]);
  }
  const statuses = [...byStatus.keys()].sort();
  const all = monthlyTrend(problems, builtAt, TREND_MONTHS);
  const received = statuses.map((status) => monthlyTrend(byStatus.get(status)!, builtAt, TREND_MONTHS));
  const months = all.map((month, n) => [month.month, month.resolved, ...received.map((trend) => trend[n]!.received)] as const);
  return { statuses, months };
}

/** The summary of every report in the index (placed and unplaced), as of the stamp's `builtAt`. */
export function buildSummary(problems: readonly MapProblem[], { builtAt, version }: IndexStamp): SummaryWire {
  const { kinds, kindOf } = reportKinds(problems);
  const placed = new Array<number>(kinds.length).fill(0);
  const unplaced = new Array<number>(kinds.length).fill(0);
  const reporters = new Set<string>();
  problems.forEach((problem, n) => {
    (problem.coordinates ? placed : unplaced)[kindOf[n]!]! += 1;
    if (problem.reportedByUserId !== '') reporters.add(problem.reportedByUserId);
  });
  return { v: MAP_TILES_VERSION, builtAt, version, kinds, placed, unplaced, reporters: reporters.size, ...summaryMonths(problems, builtAt) };
}
