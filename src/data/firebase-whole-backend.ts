/**
 * The whole Backend over Firebase in one piece, both halves started at once:
 * for Node (integration tests), where there is no first paint to protect. The
 * browser loads the halves separately (browser-backend.ts).
 */
import type { Backend } from './backend';
import { createFirebaseAuthBackend } from './firebase-auth';
import { createFirebaseDataBackend, type FirebaseBackendOptions } from './firebase-backend';

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  // Auth first, as a browser with a remembered user does, so Firestore reads with its token.
  const auth = createFirebaseAuthBackend(options.settings, options.cache, options.appName);
  return { ...auth, ...createFirebaseDataBackend(options) };
}
