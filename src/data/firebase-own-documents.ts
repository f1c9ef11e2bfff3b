/**
 * A signed-in user's own documents: `users/{uid}` (email, real name) and its ad
 * rewards, which the rules let only their owner read. They are read on the page,
 * where Auth holds the user's token, with Firestore Lite: one-off reads over
 * HTTPS, a tenth of the full SDK, and no cache, so Firestore writes nothing of
 * theirs to the device (the snapshot store keeps their profile, and forgets it
 * at sign-out). Everything public is read by firebase-data.ts.
 */
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  orderBy,
  query,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { parseAdReward, parseUser } from '../domain/parse-user';
import type { TimeBounds } from './backend';
import type { OwnDocuments } from './backend-halves';
import { firebaseApp } from './firebase-app';
import type { FirebaseSettings } from './firebase-config';
import { parseDocuments, parseOne } from './parse-documents';

export const USERS = 'users';
export const AD_REWARDS = 'adRewards';

/** Where Firestore's full SDK kept its persistent cache, and the keys of its multi-tab lease. */
const CACHE_DATABASE_PREFIX = 'firestore/';
const CACHE_KEY_PREFIX = 'firestore_';

export function createOwnDocuments(settings: FirebaseSettings, appName?: string): OwnDocuments {
  const db = getFirestore(firebaseApp(settings, appName));
  if (settings.emulators) connectFirestoreEmulator(db, settings.emulators.host, settings.emulators.firestorePort);
  return {
    async getUserProfile(uid) {
      return parseOne(await getDoc(doc(db, USERS, uid)), parseUser);
    },
    async getAdRewards(uid: string, bounds: TimeBounds = {}) {
      const constraints: QueryConstraint[] = [];
      if (bounds.from !== undefined) constraints.push(where('timestamp', '>=', Timestamp.fromMillis(bounds.from)));
      if (bounds.to !== undefined) constraints.push(where('timestamp', '<=', Timestamp.fromMillis(bounds.to)));
      constraints.push(orderBy('timestamp', 'desc'));
      const snapshot = await getDocs(query(collection(db, USERS, uid, AD_REWARDS), ...constraints));
      return parseDocuments(snapshot.docs, parseAdReward);
    },
    forgetCache: () => forgetEarlierCache(settings.options.projectId, appName),
  };
}

/**
 * Deletes the persistent cache earlier versions of the site kept (it held the
 * signed-in user's own documents): on a shared phone the next person must not
 * find them. Nothing to do in Node, or where it was never written. A database
 * another old tab still holds is deleted when that tab lets go.
 */
async function forgetEarlierCache(projectId: string, appName = '[DEFAULT]'): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const listed = typeof indexedDB.databases === 'function' ? (await indexedDB.databases()).map((db) => db.name ?? '') : [];
    const names = new Set([`${CACHE_DATABASE_PREFIX}${appName}/${projectId}/main`, ...listed.filter((name) => name.startsWith(CACHE_DATABASE_PREFIX))]);
    for (const name of names) indexedDB.deleteDatabase(name);
    for (const key of Object.keys(localStorage)) if (key.startsWith(CACHE_KEY_PREFIX)) localStorage.removeItem(key);
  } catch (error) {
    console.error('[firebase] could not clear the offline cache after sign-out', error);
  }
}
