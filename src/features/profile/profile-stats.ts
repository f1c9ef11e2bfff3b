/** The profile's four numbers, from the user's own reports. */
import type { Problem } from '../../domain/model';
import { countProblems } from '../../domain/problem-stats';

export interface ProfileStats {
  readonly total: number;
  readonly resolved: number;
  readonly active: number;
  /** Confirmations the user's reports received: how many people they helped see a problem. */
  readonly communityImpact: number;
}

export function profileStats(problems: readonly Problem[]): ProfileStats {
  const counts = countProblems(problems);
  const communityImpact = problems.reduce((sum, problem) => sum + problem.confirmations, 0);
  return { total: counts.total, resolved: counts.resolved, active: counts.active, communityImpact };
}
