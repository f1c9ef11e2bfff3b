/**
 * The Backend over Firebase Auth and Cloud Firestore. When a snapshot store is
 * given, the latest full problem list is saved to it (debounced, at most 4 s
 * late, and at once when the page is hidden or left) so the next visit can
 * paint before the network answers.
 */
import { clearIndexedDbPersistence, terminate, type Firestore } from 'firebase/firestore';
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
/** A list that keeps changing is still written this long after its first unsaved change. */
const SNAPSHOT_MAX_WAIT_MS = 4000;

/**
 * Empties Firestore's persistent cache, which holds the signed-in user's own
 * `users/{uid}` document and ad rewards (email, real name): on a shared phone
 * the next person must not find them. The cache cannot drop single documents,
 * so it goes whole; the public data stays in the snapshot store for offline
 * use, and the page reloads afterwards with a fresh Firestore. Another open tab
 * holding the cache makes clearing fail: logged, the sign-out itself stands.
 */
async function forgetCache(db: Firestore): Promise<void> {
  try {
    await terminate(db);
    await clearIndexedDbPersistence(db);
  } catch (error) {
    console.error('[firebase] could not clear the offline cache after sign-out', error);
  }
}

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const { auth, db } = startFirebase(options.settings, options.cache, options.appName);
  const problems = firebaseProblemMethods(db);
  const snapshots = options.snapshots;
  const authMethods = firebaseAuthMethods(auth);

  return {
    ...authMethods,
    async signOut() {
      await authMethods.signOut();
      if (options.cache === 'persistent') await forgetCache(db);
    },
    ...firebaseUserMethods(db),
    ...problems,
    watchAllProblems(listener: ProblemsListener) {
      if (!snapshots) return problems.watchAllProblems(listener);
      let timer: ReturnType<typeof setTimeout> | undefined;
      let pending: Problem[] | null = null;
      let pendingSince = 0;
      const flush = () => {
        clearTimeout(timer);
        if (pending) void snapshots.saveProblems(pending);
        pending = null;
      };
      // Leaving the page (a reload, a closed tab, a phone putting the browser away) saves what
      // has not been saved yet: the debounce would otherwise lose the newest list.
      const onHide = () => {
        if (document.visibilityState === 'hidden') flush();
      };
      const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
      if (inBrowser) {
        window.addEventListener('pagehide', flush);
        document.addEventListener('visibilitychange', onHide);
      }
      const stop = problems.watchAllProblems({
        ...listener,
        next(list, meta) {
          listener.next(list, meta);
          // Only server-confirmed lists are worth keeping; a cache echo adds nothing.
          if (meta.fromCache) return;
          if (!pending) pendingSince = Date.now();
          pending = list;
          clearTimeout(timer);
          timer = setTimeout(flush, Math.max(0, Math.min(SNAPSHOT_DEBOUNCE_MS, pendingSince + SNAPSHOT_MAX_WAIT_MS - Date.now())));
        },
      });
      return () => {
        stop();
        flush();
        if (inBrowser) {
          window.removeEventListener('pagehide', flush);
          document.removeEventListener('visibilitychange', onHide);
        }
      };
    },
  };
}
