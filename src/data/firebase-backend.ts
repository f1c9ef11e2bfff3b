/**
 * The Backend over Firebase Auth and Cloud Firestore: the identity half, the
 * user reads and the report reads, each in a module of its own.
 */
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

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const { auth, db } = startFirebase(options.settings, options.cache, options.appName);
  return {
    ...firebaseAuthMethods(auth),
    ...firebaseUserMethods(db),
    ...firebaseProblemMethods(db),
  };
}
