/**
 * Brings a copy of the map index up to date with changes read from
 * `mapChanges`: each change holds a report's whole latest entry (or says it is
 * gone), so applying one twice, or an older one after a newer file, is
 * harmless. The copy becomes complete up to the latest commit time seen.
 */
import type { MapProblem } from '../model';
import { byNewestFirst } from '../problem-stats';
import type { MapChange } from './map-change';

export interface IndexCopy {
  /** Newest first. */
  readonly problems: readonly MapProblem[];
  readonly builtAt: number;
  readonly rebuiltAt: number | null;
}

export function applyMapChanges<C extends IndexCopy>(copy: C, changes: readonly MapChange[]): C {
  const byId = new Map(copy.problems.map((problem) => [problem.id, problem]));
  let builtAt = copy.builtAt;
  for (const change of changes) {
    if (change.problem) byId.set(change.id, change.problem);
    else byId.delete(change.id);
    if (change.at !== null && change.at > builtAt) builtAt = Math.floor(change.at);
  }
  return { ...copy, problems: [...byId.values()].sort(byNewestFirst), builtAt };
}
