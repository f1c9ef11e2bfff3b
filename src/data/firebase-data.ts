/**
 * The public data of the Firebase backend, over Cloud Firestore: reports, the
 * map index's changes and public profiles, which anyone may read. In the
 * browser it runs in a worker (firebase-data-worker.ts), off the page's main
 * thread: on a cheap phone the SDK's start and its decoding of every answer
 * took over a second of main thread on /home (Lighthouse, 4x CPU slowdown).
 *
 * Its cache is memory only, in the browser as in Node (integration tests).
 * Firestore keeps a persistent cache only where localStorage exists (its
 * multi-tab lease), which a worker has not; what a visit needs offline is kept
 * by our own snapshot store. (On the page, before the worker, a memory-only
 * cache answered in fewer, longer tasks and blocked the page for longer: README,
 * "How the data flows". In a worker its tasks block nothing.) A user's own
 * documents are read on the page by firebase-own-documents.ts.
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
  return { ...firebaseUserMethods(db), ...firebaseProblemMethods(db) };
}
