/**
 * Public user reads (docs/product-behaviour.md §7.2): everything about other
 * people (top contributors, a reporter's name) comes from `publicProfiles/{uid}`,
 * the projection the Cloud Function keeps, which holds no email address. The
 * signed-in user's own record and ad rewards (`users/{uid}`, readable by its
 * owner only) are read by firebase-own-documents.ts.
 */
import { collection, doc, getDoc, getDocs, limit, orderBy, query, type Firestore } from 'firebase/firestore';
import type { PublicProfile } from '../domain/model';
import { parsePublicProfile } from '../domain/public-profile';
import { parseDocuments, parseOne } from './parse-documents';

export const PUBLIC_PROFILES = 'publicProfiles';

export function firebaseUserMethods(db: Firestore) {
  return {
    async getPublicProfile(uid: string): Promise<PublicProfile | null> {
      return parseOne(await getDoc(doc(db, PUBLIC_PROFILES, uid)), parsePublicProfile);
    },
    async getTopContributors(count: number): Promise<PublicProfile[]> {
      const snapshot = await getDocs(query(collection(db, PUBLIC_PROFILES), orderBy('reportsCount', 'desc'), limit(count)));
      // Offline, getDocs answers from the cache: in the data worker's memory cache that is nothing, or
      // the few profiles read one by one for reporter names, never the top `count`. Taken as the list,
      // it replaced (and saved over) the list kept for offline use; a failure leaves that list shown.
      if (snapshot.metadata.fromCache) throw Object.assign(new Error('The top contributors need a connection to the server.'), { code: 'unavailable' });
      return parseDocuments(snapshot.docs, parsePublicProfile);
    },
  };
}
