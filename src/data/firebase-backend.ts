/**
 * The Backend over Firebase Auth and Cloud Firestore: the identity half, the
 * user reads and the report reads, each in a module of its own. Signing out
 * also empties Firestore's persistent cache (see forgetCache).
 */
import { clearIndexedDbPersistence, terminate, type Firestore } from 'firebase/firestore';
import type { Backend } from './backend';
import { startFirebase, type CacheMode } from './firebase-app';
import { firebaseAuthMethods } from './firebase-auth';
import type { FirebaseSettings } from './firebase-config';
import { firebaseProblemMethods } from './firebase-problems';
import { firebaseUserMethods } from './firebase-users';

export interface FirebaseBackendOptions {
  readonly settings: FirebaseSettings;
  readonly cache: CacheMode;
  /** Distinct app name, for tests that run several backends at once. */
  readonly appName?: string;
}

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
  const authMethods = firebaseAuthMethods(auth);
  return {
    ...authMethods,
    async signOut() {
      await authMethods.signOut();
      if (options.cache === 'persistent') await forgetCache(db);
    },
    ...firebaseUserMethods(db),
    ...firebaseProblemMethods(db),
  };
}
