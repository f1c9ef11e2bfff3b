/**
 * User reads (docs/product-behaviour.md §7.2). The signed-in user's own record and ad rewards
 * come from `users/{uid}` (readable by its owner only); everything about other
 * people (top contributors, a reporter's name) comes from `publicProfiles/{uid}`,
 * the projection the Cloud Function keeps, which holds no email address.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentReference,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { AdReward, PublicProfile, UserProfile } from '../domain/model';
import { parsePublicProfile } from '../domain/public-profile';
import type { ParseResult } from '../domain/parse-result';
import { parseAdReward, parseUser } from '../domain/parse-user';
import type { TimeBounds } from './backend';
import { logSkipped, parseDocuments } from './parse-documents';

export const USERS = 'users';
export const AD_REWARDS = 'adRewards';
export const PUBLIC_PROFILES = 'publicProfiles';

/** One document through its parser; null when it is missing or unusable (logged). */
async function readOne<T>(ref: DocumentReference, parse: (id: unknown, data: unknown) => ParseResult<T>): Promise<T | null> {
  const snapshot = await getDoc(ref);
  if (!snapshot.exists()) return null;
  const result = parse(snapshot.id, snapshot.data());
  if (result.ok) return result.value;
  logSkipped(result.reason);
  return null;
}

export function firebaseUserMethods(db: Firestore) {
  return {
    getUserProfile(uid: string): Promise<UserProfile | null> {
      return readOne(doc(db, USERS, uid), parseUser);
    },
    getPublicProfile(uid: string): Promise<PublicProfile | null> {
      return readOne(doc(db, PUBLIC_PROFILES, uid), parsePublicProfile);
    },
    async getTopContributors(count: number): Promise<PublicProfile[]> {
      const snapshot = await getDocs(query(collection(db, PUBLIC_PROFILES), orderBy('reportsCount', 'desc'), limit(count)));
      return parseDocuments(snapshot.docs, parsePublicProfile);
    },
    async getAdRewards(uid: string, bounds: TimeBounds = {}): Promise<AdReward[]> {
      const constraints: QueryConstraint[] = [];
      if (bounds.from !== undefined) constraints.push(where('timestamp', '>=', Timestamp.fromMillis(bounds.from)));
      if (bounds.to !== undefined) constraints.push(where('timestamp', '<=', Timestamp.fromMillis(bounds.to)));
      constraints.push(orderBy('timestamp', 'desc'));
      const snapshot = await getDocs(query(collection(db, USERS, uid, AD_REWARDS), ...constraints));
      return parseDocuments(snapshot.docs, parseAdReward);
    },
  };
}
