/**
 * A short list of whole reports that a screen shows (home's newest, a user's
 * own): the saved list first, then the live query, saved again when the server
 * answers, through the one saved-then-live primitive.
 */
import type { Problem } from '../domain/model';
import type { ProblemsListener, Unsubscribe } from './backend';
import { savedThenLive, type Known } from './saved-then-live';
import type { ReportsKey, SnapshotStore } from './snapshot-store';

export function watchSavedReports(
  snapshots: Pick<SnapshotStore, 'loadReports' | 'saveReports'>,
  key: ReportsKey,
  watchLive: (listener: ProblemsListener) => Unsubscribe,
  listener: (known: Known<readonly Problem[]>) => void,
  onFail?: (error: Error) => void,
): Unsubscribe {
  return savedThenLive<readonly Problem[]>(
    {
      loadSaved: () => snapshots.loadReports(key),
      live: (_saved, next, fail) => watchLive({ next, error: fail }),
      save: (problems) => void snapshots.saveReports(key, problems),
      // Firestore's cache may hold none of these yet; that says nothing about the server.
      isEmptyAnswer: (problems, meta) => meta.fromCache && problems.length === 0,
    },
    listener,
    onFail,
  );
}
