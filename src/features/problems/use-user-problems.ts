/** One user's reports, live and newest first; null until the first answer. Errors are logged only. */
import { useEffect, useState } from 'react';
import { useData } from '../../app/data-context';
import type { Problem } from '../../domain/model';

export function useUserProblems(uid: string | null): readonly Problem[] | null {
  const { backend } = useData();
  const [state, setState] = useState<{ uid: string; problems: readonly Problem[] } | null>(null);

  useEffect(() => {
    if (!uid) return;
    return backend.watchUserProblems(uid, {
      next: (problems) => setState({ uid, problems }),
      error: () => setState({ uid, problems: [] }),
    });
  }, [backend, uid]);

  // A list that belongs to a previous user is never shown for the next one.
  return uid && state?.uid === uid ? state.problems : null;
}
