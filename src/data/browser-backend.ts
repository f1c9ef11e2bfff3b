/**
 * The data the site runs on in the browser: the snapshot store, opened at
 * once, and Firebase (production or the local emulators, by the build's
 * environment) in two halves loaded separately and only when the page needs
 * them, after the first paint (src/app/backend-demand.ts decides): Firestore
 * with its persistent cache for data, Auth for identity. A returning visitor
 * sees the saved data before either arrives; a guest reading a static page
 * loads neither.
 */
import type { Backend } from './backend';
import { firebaseSettingsFromEnv } from './firebase-config';
import { createLazyBackend } from './lazy-backend';
import { loadSessionHint } from './session-hint';
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
  /** Loads Firestore (the data half); call after the first paint, on a page that shows data. */
  readonly startData: () => void;
  /** Loads Firebase Auth (the identity half), for a page that needs to know who is signed in. */
  readonly startAuth: () => void;
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
  const settings = firebaseSettingsFromEnv(import.meta.env);
  const backend = createLazyBackend({
    loadAuth: async () => (await import('./firebase-auth')).createFirebaseAuthBackend(settings, 'persistent'),
    loadData: async () => (await import('./firebase-backend')).createFirebaseDataBackend({ settings, cache: 'persistent', snapshots }),
    rememberedAccount: loadSessionHint,
  });
  const storageTrouble: StorageTroubleFeed = {
    subscribe(listener) {
      for (const trouble of troubles) listener(trouble);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { backend, snapshots, savedProblems: snapshots.loadProblems(), storageTrouble, startData: backend.startData, startAuth: backend.startAuth };
}
