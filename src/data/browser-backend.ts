/**
 * The backend the site runs on in the browser: Firebase (production or the
 * local emulators, by the build's environment) with Firestore's persistent
 * cache, writing the snapshot store as data arrives.
 */
import type { Backend } from './backend';
import { createFirebaseBackend } from './firebase-backend';
import { firebaseSettingsFromEnv } from './firebase-config';
import { openSnapshotStore, type SnapshotStore } from './snapshot-store';

export interface BrowserData {
  readonly backend: Backend;
  readonly snapshots: SnapshotStore;
}

/** Creates the site's backend and snapshot store once at boot. */
export function createBrowserData(): BrowserData {
  const snapshots = openSnapshotStore();
  const backend = createFirebaseBackend({
    settings: firebaseSettingsFromEnv(import.meta.env),
    cache: 'persistent',
    snapshots,
  });
  return { backend, snapshots };
}
