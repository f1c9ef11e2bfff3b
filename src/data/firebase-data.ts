/**
 * The data half of the Firebase backend, over Cloud Firestore (the identity
 * half is firebase-auth.ts; the browser loads each when it needs it). In the
 * browser Firestore keeps its own persistent, multi-tab cache in IndexedDB
 * underneath our snapshot store; in Node (integration tests) it keeps memory
 * only. A memory-only cache in the browser was tried (2026-11-23): it cut
 * Firestore's own main-thread time on /home, but answered in fewer, longer
 * tasks, and the page's blocking time at 4x CPU slowdown grew from 50-120 ms to
 * 270-630 ms (README, "How the data flows"), so the persistent cache stays on
 * the page. A guest's public reads run this module in a worker instead
 * (firebase-data-worker.ts), where memory is the only cache Firestore offers
 * and its tasks no longer block the page. When Auth starts on the same app
 * later, Firestore takes the signed-in user's token from it then.
 */
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import type { DataHalf } from './backend-halves';
import { firebaseApp, type CacheMode } from './firebase-app';
import type { FirebaseSettings } from './firebase-config';
import { firebaseProblemMethods } from './firebase-problems';
import { firebaseUserMethods } from './firebase-users';

export interface FirebaseDataOptions {
  readonly settings: FirebaseSettings;
  readonly cache: CacheMode;
  /** Distinct app name, for tests that run several backends at once. */
  readonly appName?: string;
}

function startFirestore({ settings, cache, appName }: FirebaseDataOptions): Firestore {
  const db = initializeFirestore(firebaseApp(settings, appName), {
    localCache: cache === 'persistent' ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
  });
  if (settings.emulators) connectFirestoreEmulator(db, settings.emulators.host, settings.emulators.firestorePort);
  return db;
}

/**
 * Empties Firestore's persistent cache, which holds the signed-in user's own
 * `users/{uid}` document and ad rewards (email, real name): on a shared phone
 * the next person must not find them. The cache cannot drop single documents,
 * so it goes whole; the public data stays in the snapshot store for offline
 * use. Another open tab holding the cache makes clearing fail: logged, the
 * sign-out itself stands.
 */
async function forgetCache(db: Firestore, cache: CacheMode): Promise<void> {
  if (cache !== 'persistent') return;
  try {
    await terminate(db);
    await clearIndexedDbPersistence(db);
  } catch (error) {
    console.error('[firebase] could not clear the offline cache after sign-out', error);
  }
}

export function createFirebaseDataHalf(options: FirebaseDataOptions): DataHalf {
  const db = startFirestore(options);
  return {
    ...firebaseUserMethods(db),
    ...firebaseProblemMethods(db),
    forgetCache: () => forgetCache(db, options.cache),
  };
}
