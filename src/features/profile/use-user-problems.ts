/**
 * One user's whole reports, live and newest first, saved for offline; null
 * until known. A failed read (logged by the data layer) leaves what was
 * shown, or an empty list.
 */
import { useEffect, useState } from 'react';
import { useData } from '../../shared/data-context';
import { watchSavedReports } from '../../data/saved-reports';
import type { Problem } from '../../domain/model';

export function useUserProblems(uid: string | null): readonly Problem[] | null {
  const { backend, snapshots } = useData();
  const [state, setState] = useState<{ uid: string; problems: readonly Problem[] | null } | null>(null);

  useEffect(() => {
    if (!uid) return;
    return watchSavedReports(
      snapshots,
      `user:${uid}`,
      (listener) => backend.watchUserProblems(uid, listener),
      (known) => setState({ uid, problems: known.value }),
      () => setState((current) => (current?.uid === uid && current.problems ? current : { uid, problems: [] })),
    );
  }, [backend, snapshots, uid]);

  // A list that belongs to a previous user is never shown for the next one.
  if (!uid || state?.uid !== uid) return null;
  return state.problems;
}
