/**
 * A shared report's link (`?problem=<id>`) when the map draws from its tiles (low-data mode with
 * nothing saved): the report is read by its id, one document, rather than found in the whole
 * list of every report, which that map never fetches (issue 38). Gives what useDeepLink reads:
 * the report (or none) and whether that answer is settled.
 */
import { useEffect, useState } from 'react';
import type { MapProblem } from '../../domain/model';
import { useData } from '../../shared/data-context';

export interface LinkedReport {
  readonly problems: readonly MapProblem[];
  readonly settled: boolean;
}

const NONE: LinkedReport = { problems: [], settled: false };

export function useLinkedReport(id: string | undefined, on: boolean): LinkedReport {
  const { backend } = useData();
  const [answer, setAnswer] = useState<{ id: string; report: LinkedReport } | null>(null);
  useEffect(() => {
    if (!on || id === undefined) return;
    return backend.watchProblem(id, {
      next: (problem, meta) => {
        // From the cache, "no such report" only means it was never read here.
        if (problem === null && meta.fromCache) return;
        setAnswer({ id, report: { problems: problem ? [problem] : [], settled: true } });
      },
      // The read failed (offline, or refused): the link cannot be followed, and the notice says so.
      error: () => setAnswer({ id, report: { problems: [], settled: true } }),
    });
  }, [backend, id, on]);
  return on && answer !== null && answer.id === id ? answer.report : NONE;
}
