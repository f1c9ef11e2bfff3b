/**
 * The data the site runs on in the browser: the snapshot store, opened at
 * once; the map index (saved copy, file, then live changes); and Firebase
 * (production or the local emulators, by the build's environment) with
 * Firestore's persistent cache, loaded only after the first paint so a visit
 * paints from the saved copy or the file before the SDK arrives.
 */
import type { Backend } from './backend';
import { firebaseSettingsFromEnv } from './firebase-config';
import { createLazyBackend } from './lazy-backend';
import { fetchMapIndexFile } from './map-index-file';
import { watchMapIndex, type MapIndexState } from './map-index-feed';
import { openSnapshotStore, type SnapshotStore, type StorageTrouble } from './snapshot-store';
import type { Unsubscribe } from './backend';

export interface StorageTroubleFeed {
  /** Calls back with each kind of trouble so far and every new one; returns an unsubscribe. */
  subscribe(listener: (trouble: StorageTrouble) => void): () => void;
}

export interface BrowserData {
  readonly backend: Backend;
  readonly snapshots: SnapshotStore;
  /** Follows the map index (every report's map fields); one subscriber, the problems context. */
  readonly watchMapIndex: (listener: (state: MapIndexState) => void) => Unsubscribe;
  readonly storageTrouble: StorageTroubleFeed;
  /** Lets the map index file be fetched: at once on a page that shows data, on the first such page otherwise. */
  readonly startMapIndex: () => void;
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
    return createFirebaseBackend({ settings: firebaseSettingsFromEnv(import.meta.env), cache: 'persistent' });
  });
  const storageTrouble: StorageTroubleFeed = {
    subscribe(listener) {
      for (const trouble of troubles) listener(trouble);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // A static page needs no map index: the file (megabytes at national scale) waits for a page that shows it.
  let startMapIndex: () => void = () => {};
  const mapIndexWanted = new Promise<void>((resolve) => (startMapIndex = resolve));
  return {
    backend,
    snapshots,
    watchMapIndex: (listener) =>
      watchMapIndex({ backend, snapshots, fetchFile: () => mapIndexWanted.then(() => fetchMapIndexFile()) }, listener),
    storageTrouble,
    startMapIndex,
    startBackend: backend.start,
  };
}
