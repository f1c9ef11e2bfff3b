/**
 * One user's reports, live and newest first; null until known. Until the live
 * answer comes, the user's reports in the shared list (itself painted from the
 * snapshot) stand in, so the profile shows offline. Errors are logged only.
 */
import { useEffect, useMemo, useState } from 'react';
import { useData } from '../../app/data-context';
import type { Problem } from '../../domain/model';
import { useProblems } from './problems-context';

export function useUserProblems(uid: string | null): readonly Problem[] | null {
  const { backend } = useData();
  const shared = useProblems();
  const [state, setState] = useState<{ uid: string; problems: readonly Problem[] | null } | null>(null);

  useEffect(() => {
    if (!uid) return;
    return backend.watchUserProblems(uid, {
      next: (problems, meta) => {
        // Firestore's cache may hold only part of the user's reports; the shared list knows better until the server answers.
        if (meta.fromCache && problems.length === 0) return;
        setState({ uid, problems });
      },
      // A failed read (logged by the data layer) leaves the shared list, or an empty one.
      error: () => setState((current) => (current?.uid === uid && current.problems ? current : { uid, problems: null })),
    });
  }, [backend, uid]);

  const fromShared = useMemo(
    () => (uid && shared.source !== 'none' ? shared.problems.filter((problem) => problem.reportedByUserId === uid) : null),
    [uid, shared.problems, shared.source],
  );
  // A list that belongs to a previous user is never shown for the next one.
  if (!uid) return null;
  if (state?.uid !== uid) return fromShared;
  return state.problems ?? fromShared ?? [];
}
