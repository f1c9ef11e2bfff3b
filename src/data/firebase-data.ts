/**
 * The data half of the Firebase backend, over Cloud Firestore (the identity
 * half is firebase-auth.ts; the browser loads each when it needs it). Firestore
 * keeps memory only, in the browser too: the site's offline copy is the
 * snapshot store (the map index and the few whole reports and lists screens
 * show), and Firestore's persistent cache beside it cost a cheap phone about
 * 1.3 s of main thread per visit writing IndexedDB (issue 12, point 6; figures
 * in the README) and kept a signed-in user's own document on a shared phone.
 * When Auth starts on the same app later, Firestore takes the signed-in user's
 * token from it then.
 */
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, type Firestore } from 'firebase/firestore';
import type { DataHalf } from './backend-halves';
import { firebaseApp } from './firebase-app';
import type { FirebaseSettings } from './firebase-config';
import { firebaseProblemMethods } from './firebase-problems';
import { firebaseUserMethods } from './firebase-users';

export interface FirebaseDataOptions {
  readonly settings: FirebaseSettings;
  /** Distinct app name, for tests that run several backends at once. */
  readonly appName?: string;
}

function startFirestore({ settings, appName }: FirebaseDataOptions): Firestore {
  const db = initializeFirestore(firebaseApp(settings, appName), { localCache: memoryLocalCache() });
  if (settings.emulators) connectFirestoreEmulator(db, settings.emulators.host, settings.emulators.firestorePort);
  return db;
}

export function createFirebaseDataHalf(options: FirebaseDataOptions): DataHalf {
  const db = startFirestore(options);
  return {
    ...firebaseUserMethods(db),
    ...firebaseProblemMethods(db),
  };
}
