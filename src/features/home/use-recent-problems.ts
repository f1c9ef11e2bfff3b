/** Home's "Recent Problems": the ten newest whole reports, saved for offline; null until known. */
import { startTransition, useEffect, useState } from 'react';
import { useData } from '../../shared/data-context';
import { watchSavedReports } from '../../data/saved-reports';
import { HOME_RECENT_PROBLEMS } from '../../domain/constants';
import type { Problem } from '../../domain/model';

export function useRecentProblems(): readonly Problem[] | null {
  const { backend, snapshots } = useData();
  const [problems, setProblems] = useState<readonly Problem[] | null>(null);
  useEffect(
    () =>
      watchSavedReports(
        snapshots,
        'recent',
        (listener) => backend.watchRecentProblems(HOME_RECENT_PROBLEMS, listener),
        // A transition, drawn in slices (problems-context.tsx says why).
        (known) => startTransition(() => setProblems(known.value)),
      ),
    [backend, snapshots],
  );
  return problems;
}
