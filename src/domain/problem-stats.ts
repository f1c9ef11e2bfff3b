/** The counts the stats strip and home cards show. */
import type { MapProblem } from './model';
import { statusTone } from './problem-status';

export interface ProblemCounts {
  readonly total: number;
  readonly active: number;
  readonly resolved: number;
  /** Reports in the third, unnamed status. */
  readonly other: number;
}

/** Counts problems by status tone in one pass. */
export function countProblems(problems: readonly MapProblem[]): ProblemCounts {
  let active = 0;
  let resolved = 0;
  let other = 0;
  for (const problem of problems) {
    const tone = statusTone(problem.status);
    if (tone === 'active') active += 1;
    else if (tone === 'resolved') resolved += 1;
    else other += 1;
  }
  return { total: problems.length, active, resolved, other };
}

/** Newest first; reports with no date go last, ties broken by id so the order is stable. */
export function byNewestFirst(a: MapProblem, b: MapProblem): number {
  const left = a.createdAt ?? -Infinity;
  const right = b.createdAt ?? -Infinity;
  if (left !== right) return right - left;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Cuts text to at most `max` characters, ending in an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
