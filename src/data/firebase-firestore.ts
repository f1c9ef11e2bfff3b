/**
 * Starts Cloud Firestore on the app. In the browser it keeps its own
 * persistent, multi-tab cache in IndexedDB underneath our snapshot store; in
 * Node (integration tests) it keeps memory only. When Auth starts on the same
 * app later, Firestore picks up the signed-in user's token from it then.
 */
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp, type CacheMode } from './firebase-app';
import type { FirebaseSettings } from './firebase-config';

export function startFirestore(settings: FirebaseSettings, cache: CacheMode, appName?: string): Firestore {
  const db = initializeFirestore(firebaseApp(settings, appName), {
    localCache: cache === 'persistent' ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
  });
  if (settings.emulators) connectFirestoreEmulator(db, settings.emulators.host, settings.emulators.firestorePort);
  return db;
}
