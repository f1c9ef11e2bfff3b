/**
 * The whole Backend over Firebase, both halves on one app, for Node (the
 * integration tests against the emulators). The browser loads the halves
 * separately, each when a page needs it (lazy-backend.ts), so it never imports
 * this module.
 */
import type { Backend } from './backend';
import { createFirebaseAuthHalf } from './firebase-auth';
import type { CacheMode } from './firebase-app';
import { createFirebaseDataHalf, type FirebaseDataOptions } from './firebase-data';

export interface FirebaseBackendOptions extends FirebaseDataOptions {
  /** Where Auth keeps the signed-in user (Firestore keeps memory only). */
  readonly cache: CacheMode;
}

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  return { ...createFirebaseAuthHalf(options.settings, options.cache, options.appName), ...createFirebaseDataHalf(options) };
}
