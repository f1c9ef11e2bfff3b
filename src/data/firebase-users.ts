/** User reads (spec section 7): a profile by id, top contributors, ad rewards in a range. */
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
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { AdReward, UserProfile } from '../domain/model';
import { parseAdReward, parseUser } from '../domain/parse-user';
import type { TimeBounds } from './backend';
import { logSkipped, parseDocuments } from './parse-documents';

export const USERS = 'users';
export const AD_REWARDS = 'adRewards';

export function firebaseUserMethods(db: Firestore) {
  return {
    async getUserProfile(uid: string): Promise<UserProfile | null> {
      const snapshot = await getDoc(doc(db, USERS, uid));
      if (!snapshot.exists()) return null;
      const result = parseUser(snapshot.id, snapshot.data());
      if (result.ok) return result.value;
      logSkipped(result.reason);
      return null;
    },
    async getTopContributors(count: number): Promise<UserProfile[]> {
      const snapshot = await getDocs(query(collection(db, USERS), orderBy('reportsCount', 'desc'), limit(count)));
      return parseDocuments(snapshot.docs, parseUser);
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
