/**
 * The Backend over Firebase Auth and Cloud Firestore. When a snapshot store is
 * given, the latest full problem list is saved to it (debounced) so the next
 * visit can paint before the network answers.
 */
import type { Problem } from '../domain/model';
import type { Backend, ProblemsListener } from './backend';
import { startFirebase, type CacheMode } from './firebase-app';
import { firebaseAuthMethods } from './firebase-auth';
import type { FirebaseSettings } from './firebase-config';
import { firebaseProblemMethods } from './firebase-problems';
import { firebaseUserMethods } from './firebase-users';
import type { SnapshotStore } from './snapshot-store';

export interface FirebaseBackendOptions {
  readonly settings: FirebaseSettings;
  readonly cache: CacheMode;
  readonly snapshots?: SnapshotStore;
  /** Distinct app name, for tests that run several backends at once. */
  readonly appName?: string;
}

/** How long the problem list must stay unchanged before it is written to the snapshot. */
const SNAPSHOT_DEBOUNCE_MS = 1500;

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const { auth, db } = startFirebase(options.settings, options.cache, options.appName);
  const problems = firebaseProblemMethods(db);
  const snapshots = options.snapshots;

  return {
    ...firebaseAuthMethods(auth),
    ...firebaseUserMethods(db),
    ...problems,
    watchAllProblems(listener: ProblemsListener) {
      if (!snapshots) return problems.watchAllProblems(listener);
      let timer: ReturnType<typeof setTimeout> | undefined;
      let pending: Problem[] | null = null;
      const flush = () => {
        clearTimeout(timer);
        if (pending) void snapshots.saveProblems(pending);
        pending = null;
      };
      const stop = problems.watchAllProblems({
        ...listener,
        next(list, meta) {
          listener.next(list, meta);
          // Only server-confirmed lists are worth keeping; a cache echo adds nothing.
          if (meta.fromCache) return;
          pending = list;
          clearTimeout(timer);
          timer = setTimeout(flush, SNAPSHOT_DEBOUNCE_MS);
        },
      });
      return () => {
        stop();
        flush();
      };
    },
  };
}
