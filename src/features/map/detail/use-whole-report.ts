/**
 * The one whole report the detail modal shows, read by id and kept live (the
 * map index holds no text or photos). Offline, Firestore's cache answers if it
 * holds the report; otherwise the modal says the details need a connection.
 */
import { useEffect, useState } from 'react';
import { useData } from '../../../app/data-context';
import type { Problem } from '../../../domain/model';
import { useOnline } from '../../connection/use-online';

export type WholeReport =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly problem: Problem }
  /** Offline with nothing cached, or the read failed. */
  | { readonly state: 'unavailable' }
  | { readonly state: 'missing' };

export function useWholeReport(id: string): WholeReport {
  const { backend } = useData();
  const online = useOnline();
  const [report, setReport] = useState<{ id: string; value: WholeReport } | null>(null);

  useEffect(
    () =>
      backend.watchProblem(id, {
        next: (problem, meta) => {
          // From the cache, "no such report" only means it was never read here.
          if (problem === null && meta.fromCache) return;
          setReport({ id, value: problem ? { state: 'ready', problem } : { state: 'missing' } });
        },
        error: () => setReport({ id, value: { state: 'unavailable' } }),
      }),
    [backend, id],
  );

  const current = report?.id === id ? report.value : null;
  if (current) return current;
  return online ? { state: 'loading' } : { state: 'unavailable' };
}
