/**
 * The data the site runs on in the browser: the snapshot store, opened at
 * once, and Firebase (production or the local emulators, by the build's
 * environment) with Firestore's persistent cache, loaded only after the first
 * paint so a returning visitor sees the saved data before the SDK arrives.
 */
import type { Backend } from './backend';
import { firebaseSettingsFromEnv } from './firebase-config';
import { createLazyBackend } from './lazy-backend';
import type { Problem } from '../domain/model';
import { openSnapshotStore, type Saved, type SnapshotStore, type StorageTrouble } from './snapshot-store';

export interface StorageTroubleFeed {
  /** Calls back with each kind of trouble so far and every new one; returns an unsubscribe. */
  subscribe(listener: (trouble: StorageTrouble) => void): () => void;
}

export interface BrowserData {
  readonly backend: Backend;
  readonly snapshots: SnapshotStore;
  /** The saved problem list, read from the moment the page starts so it is ready for the first render or soon after. */
  readonly savedProblems: Promise<Saved<Problem[]> | null>;
  readonly storageTrouble: StorageTroubleFeed;
  /** Loads the Firebase SDK; call after the first paint. */
  readonly startBackend: () => void;
}

/** Creates the site's backend and snapshot store once at boot. */
export function createBrowserData(): BrowserData {
  const troubles: StorageTrouble[] = [];
  const listeners = new Set<(trouble: StorageTrouble) => void>();
  const snapshots = openSnapshotStore({
    onTrouble: (trouble) => {
      troubles.push(trouble);
      for (const listener of listeners) listener(trouble);
    },
  });
  const backend = createLazyBackend(async () => {
    const { createFirebaseBackend } = await import('./firebase-backend');
    return createFirebaseBackend({ settings: firebaseSettingsFromEnv(import.meta.env), cache: 'persistent', snapshots });
  });
  const storageTrouble: StorageTroubleFeed = {
    subscribe(listener) {
      for (const trouble of troubles) listener(trouble);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { backend, snapshots, savedProblems: snapshots.loadProblems(), storageTrouble, startBackend: backend.start };
}
