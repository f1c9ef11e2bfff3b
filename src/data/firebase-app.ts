/**
 * The Firebase app, once per name, shared by the two halves of the backend:
 * Auth (firebase-auth.ts) and Firestore (firebase-data.ts) each start on it
 * when the browser loads them, in either order. This module imports only
 * `firebase/app`, so loading one half never pulls in the other.
 */
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { FirebaseSettings } from './firebase-config';

/** Where the SDKs keep their state: IndexedDB in the browser, memory in Node (integration tests). */
export type CacheMode = 'persistent' | 'memory';

/** The named Firebase app, created on first use; `name` lets tests run several side by side. */
export function firebaseApp(settings: FirebaseSettings, name = '[DEFAULT]'): FirebaseApp {
  return getApps().find((app) => app.name === name) ?? initializeApp({ ...settings.options }, name);
}
