/**
 * The one whole report the detail modal shows, read by id and kept live (the
 * map index holds no text or photos). Each answer from the server is saved
 * among the opened reports (opened-reports.ts); with no signal, or when the
 * read fails, that saved copy (or home's) is shown, and otherwise the modal
 * says the details need a connection.
 */
import { useEffect, useState } from 'react';
import { useData } from '../../../shared/data-context';
import { findSavedReport, rememberOpenedReport } from '../../../data/opened-reports';
import type { Problem } from '../../../domain/model';
import { useOnline } from '../../../shared/connection/use-online';

export type WholeReport =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly problem: Problem }
  /** Offline with nothing saved, or the read failed. */
  | { readonly state: 'unavailable' }
  | { readonly state: 'missing' };

export function useWholeReport(id: string): WholeReport {
  const { backend, snapshots } = useData();
  const online = useOnline();
  const [report, setReport] = useState<{ id: string; value: WholeReport } | null>(null);
  const [saved, setSaved] = useState<{ id: string; problem: Problem | null } | null>(null);

  useEffect(
    () =>
      backend.watchProblem(id, {
        next: (problem, meta) => {
          // From the cache, "no such report" only means it was never read here.
          if (problem === null && meta.fromCache) return;
          setReport({ id, value: problem ? { state: 'ready', problem } : { state: 'missing' } });
          if (problem && !meta.fromCache) void rememberOpenedReport(snapshots, problem);
        },
        error: () => setReport({ id, value: { state: 'unavailable' } }),
      }),
    [backend, snapshots, id],
  );

  useEffect(() => {
    let current = true;
    void findSavedReport(snapshots, id).then((problem) => current && setSaved({ id, problem }));
    return () => {
      current = false;
    };
  }, [snapshots, id]);

  const live = report?.id === id ? report.value : null;
  if (live && live.state !== 'unavailable') return live;
  if (!live && online) return { state: 'loading' };
  const copy = saved?.id === id ? saved.problem : null;
  return copy ? { state: 'ready', problem: copy } : { state: 'unavailable' };
}
