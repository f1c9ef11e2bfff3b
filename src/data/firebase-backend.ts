/**
 * The whole Backend over Firebase, both halves on one app, for Node (the
 * integration tests against the emulators). The browser loads the halves
 * separately, each when a page needs it (lazy-backend.ts), so it never imports
 * this module.
 */
import type { Backend } from './backend';
import { createFirebaseAuthHalf } from './firebase-auth';
import { createFirebaseDataHalf, type FirebaseDataOptions } from './firebase-data';

export type FirebaseBackendOptions = FirebaseDataOptions;

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const { forgetCache, ...data } = createFirebaseDataHalf(options);
  const auth = createFirebaseAuthHalf(options.settings, options.cache, options.appName);
  return {
    ...auth,
    async signOut() {
      await auth.signOut();
      await forgetCache();
    },
    ...data,
  };
}
