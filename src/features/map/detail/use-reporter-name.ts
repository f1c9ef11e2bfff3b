/** Reads the reporter's public profile once per user id and names them by reporterName's rules. */
import { useEffect, useState } from 'react';
import { useData } from '../../../shared/data-context';
import type { Problem } from '../../../domain/model';
import { reporterName, type ReporterLookup } from './reporter-name';

export function useReporterName(problem: Pick<Problem, 'reportedBy' | 'reportedByUserId'>): string {
  const { backend } = useData();
  const uid = problem.reportedByUserId.trim();
  // Tagged with the id it belongs to, so a different report never shows the previous answer.
  const [answer, setAnswer] = useState<{ uid: string; lookup: ReporterLookup } | null>(null);

  useEffect(() => {
    if (uid === '') return;
    let current = true;
    backend.getPublicProfile(uid).then(
      (profile) => {
        if (current) setAnswer({ uid, lookup: { state: 'done', profile } });
      },
      (error: unknown) => {
        // docs/product-behaviour.md §8.1: other data load errors are logged only; the stored name stays.
        console.error('[detail] could not read the reporter record', uid, error);
        if (current) setAnswer({ uid, lookup: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, uid]);

  return reporterName(problem, answer?.uid === uid ? answer.lookup : { state: 'loading' });
}
