/**
 * The whole Backend over Firebase, every part on one app, for Node (the
 * integration tests against the emulators). The browser loads the parts
 * separately, each when a page needs it (lazy-backend.ts), so it never imports
 * this module.
 */
import type { Backend } from './backend';
import type { CacheMode } from './firebase-app';
import { createFirebaseAuthHalf } from './firebase-auth';
import { createFirebaseDataHalf, type FirebaseDataOptions } from './firebase-data';
import { createOwnDocuments } from './firebase-own-documents';

export interface FirebaseBackendOptions extends FirebaseDataOptions {
  /** Where Auth keeps the session. */
  readonly cache: CacheMode;
}

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const { forgetCache, ...own } = createOwnDocuments(options.settings, options.appName);
  const auth = createFirebaseAuthHalf(options.settings, options.cache, options.appName);
  return {
    ...auth,
    async signOut() {
      try {
        await auth.signOut();
      } finally {
        await forgetCache();
      }
    },
    forgetPrivateData: forgetCache,
    ...createFirebaseDataHalf(options),
    ...own,
  };
}
