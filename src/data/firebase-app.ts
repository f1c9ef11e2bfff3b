/**
 * Starts the Firebase app, Auth and Firestore once for given settings. In the
 * browser Firestore keeps its own persistent, multi-tab cache in IndexedDB
 * underneath our snapshot store; in Node (integration tests) it keeps memory only.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import type { FirebaseSettings } from './firebase-config';

export interface FirebaseHandles {
  readonly app: FirebaseApp;
  readonly auth: Auth;
  readonly db: Firestore;
}

export type CacheMode = 'persistent' | 'memory';

/** Initialises a named Firebase app; `name` lets tests run several side by side. */
export function startFirebase(settings: FirebaseSettings, cache: CacheMode, name?: string): FirebaseHandles {
  const app = initializeApp({ ...settings.options }, name);
  const db = initializeFirestore(app, {
    localCache:
      cache === 'persistent' ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
  });
  const auth = getAuth(app);
  if (settings.emulators) {
    const { host, authPort, firestorePort } = settings.emulators;
    connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
    connectFirestoreEmulator(db, host, firestorePort);
  }
  return { app, auth, db };
}
