/**
 * Cloud Functions (2nd gen) that keep what other people may see of a user
 * apart from what only that user may read:
 *
 * - `syncPublicProfile` / `syncPublicProfileRewards`: whenever `users/{uid}` or
 *   one of its `adRewards` changes, rewrite `publicProfiles/{uid}` from both
 *   (public name, reportsCount, isAnonymous, ad-reward points and times), or
 *   delete it when the user document is gone. Clients cannot write it (rules).
 * - `tallyReports`: whenever a problem is created, deleted or changes owner,
 *   recount the owner's reports into `users/{uid}.reportsCount`, which clients
 *   may not change (rules), so nobody inflates their own count.
 *
 * Each handler recomputes from the source documents inside a transaction, so
 * events delivered twice or out of order still end in the right state.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { PUBLIC_PROFILES, publicProfileOf, type PublicProfileFields } from './projection';

// Region: deploy next to the Firestore database (set FUNCTION_REGION at deploy time, e.g. africa-south1).
setGlobalOptions({ maxInstances: 10, ...(process.env.FUNCTION_REGION ? { region: process.env.FUNCTION_REGION } : {}) });

initializeApp();
const db = getFirestore();

const USERS = 'users';
const AD_REWARDS = 'adRewards';
const PROBLEMS = 'problems';

/** The projection as Firestore stores it: times as Timestamps. */
function toDocument(fields: PublicProfileFields): DocumentData {
  return {
    ...fields,
    adRewards: fields.adRewards.map((reward) => ({
      points: reward.points,
      timestamp: reward.timestamp === null ? null : Timestamp.fromMillis(reward.timestamp),
    })),
  };
}

/** Rewrites (or deletes) `publicProfiles/{uid}` from the user's current documents. */
export async function refreshPublicProfile(uid: string): Promise<void> {
  const userRef = db.collection(USERS).doc(uid);
  const profileRef = db.collection(PUBLIC_PROFILES).doc(uid);
  await db.runTransaction(async (tx) => {
    const user = await tx.get(userRef);
    const rewards = await tx.get(userRef.collection(AD_REWARDS));
    const fields = user.exists ? publicProfileOf(uid, user.data(), rewards.docs.map((doc) => ({ id: doc.id, data: doc.data() }))) : null;
    if (fields) tx.set(profileRef, toDocument(fields));
    else tx.delete(profileRef);
  });
}

/** Sets `users/{uid}.reportsCount` to the number of problems reported by uid (when the user document exists). */
export async function recountReports(uid: string): Promise<void> {
  const userRef = db.collection(USERS).doc(uid);
  const reports = db.collection(PROBLEMS).where('reportedByUserId', '==', uid).count();
  await db.runTransaction(async (tx) => {
    const [user, count] = [await tx.get(userRef), await tx.get(reports)];
    const total = count.data().count;
    if (user.exists && user.get('reportsCount') !== total) tx.update(userRef, { reportsCount: total });
  });
}

export const syncPublicProfile = onDocumentWritten(`${USERS}/{uid}`, (event) => refreshPublicProfile(event.params.uid));

export const syncPublicProfileRewards = onDocumentWritten(`${USERS}/{uid}/${AD_REWARDS}/{rewardId}`, (event) =>
  refreshPublicProfile(event.params.uid),
);

export const tallyReports = onDocumentWritten(`${PROBLEMS}/{problemId}`, async (event) => {
  const owner = (snapshot: { get(field: string): unknown } | undefined) => {
    const uid = snapshot?.get('reportedByUserId');
    return typeof uid === 'string' && uid !== '' && !uid.includes('/') ? uid : null;
  };
  const before = owner(event.data?.before);
  const after = owner(event.data?.after);
  if (before === after && event.data?.before.exists && event.data.after.exists) return; // an edit or a vote: the owner's count is unchanged
  await Promise.all([...new Set([before, after])].filter((uid) => uid !== null).map((uid) => recountReports(uid)));
});

// Issue 13: tombstones, rate limits and public reporter names for every report write (report-guard.ts).
export { guardReports } from './report-guard';
