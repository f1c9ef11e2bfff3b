/**
 * Cloud Functions (2nd gen) that keep what other people may see of a user
 * apart from what only that user may read:
 *
 * - `syncPublicProfile` / `syncPublicProfileRewards`: whenever `users/{uid}` or
 *   one of its `adRewards` changes, bring `publicProfiles/{uid}` up to date
 *   (public name, reportsCount, isAnonymous, ad-reward points and counts per
 *   day), or delete it when the user document is gone. Clients cannot write it
 *   (rules). A user-document write reads two documents and writes only when
 *   something public changed (most are `lastActive`); a reward write re-adds
 *   the one or two days it touched. The whole subcollection is read (in pages)
 *   only when no projection exists yet.
 * - `onProblemWritten`: every write to a report, in one function: the report
 *   guard (report-guard.ts: tombstones, rate limits, the public reporter
 *   name); the tally: whenever a problem is created, deleted or changes owner,
 *   and when a user document is created (its reports may be older), recount
 *   the owner's reports into `users/{uid}.reportsCount`, which clients may not
 *   change (rules), so nobody inflates their own count.
 *
 * - `onProblemWritten` (index), `mapIndexFile` (map-index-file.ts), `mapTiles` (map-tiles.ts),
 *   `rebuildMapIndexNow`: the map index (map-index.ts): kept per report, served as one file and as
 *   map tiles, rebuilt by an admin.
 *
 * Each handler recomputes from the source documents inside a transaction, so
 * events delivered twice or out of order still end in the right state.
 */
import { isDeepStrictEqual } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, Timestamp, type DocumentData, type Query, type Transaction } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { parseAdReward } from '../../src/domain/parse-user';
import { toEpochMs } from '../../src/domain/parse-values';
import { parsePublicProfile } from '../../src/domain/public-profile';
import { rewardDayOf, rewardDayRange, rewardDaysOf, withRewardDays, type RewardDay } from '../../src/domain/reward-days';
import { indexReport } from './map-index';
import { rebuildMapIndex } from './map-index-rebuild';
import { PUBLIC_PROFILES, publicProfileFromDays, type PublicProfileFields } from './projection';
import { guardReport, type ProblemWrite } from './report-guard';
import { recordContribution } from './contributor-stats';

// Region: deploy next to the Firestore database (set FUNCTION_REGION at deploy time, e.g. africa-south1).
setGlobalOptions({ maxInstances: 10, ...(process.env.FUNCTION_REGION ? { region: process.env.FUNCTION_REGION } : {}) });

initializeApp();
const db = getFirestore();

const USERS = 'users';
const AD_REWARDS = 'adRewards';
const PROBLEMS = 'problems';
/** Rewards read per page when a whole day, or (once) a whole subcollection, is summed. */
const REWARD_PAGE = 500;

/** The projection as Firestore stores it. */
function toDocument(fields: PublicProfileFields): DocumentData {
  return { ...fields, adRewardDays: fields.adRewardDays.map(({ day, points, count }) => ({ day, points, count })) };
}

/** Points and times of every reward a query matches, read page by page (ordered by id last) inside the transaction. */
async function rewardsOf(tx: Transaction, query: Query): Promise<{ points: number; timestamp: number | null }[]> {
  const rewards: { points: number; timestamp: number | null }[] = [];
  let page = query.orderBy(FieldPath.documentId()).limit(REWARD_PAGE);
  for (;;) {
    const result = await tx.get(page);
    for (const doc of result.docs) {
      const reward = parseAdReward(doc.id, doc.data());
      if (reward.ok) rewards.push(reward.value);
    }
    if (result.size < REWARD_PAGE) return rewards;
    page = page.startAfter(result.docs[result.size - 1]!);
  }
}

/** The totals of one day's rewards (a count of 0 removes the day). */
async function dayTotal(tx: Transaction, uid: string, day: string): Promise<RewardDay> {
  const range = rewardDayRange(day);
  if (range === null) return { day, points: 0, count: 0 };
  const rewards = await rewardsOf(
    tx,
    db.collection(USERS).doc(uid).collection(AD_REWARDS)
      .where('timestamp', '>=', Timestamp.fromMillis(range.start))
      .where('timestamp', '<', Timestamp.fromMillis(range.end))
      .orderBy('timestamp'),
  );
  return { day, points: rewards.reduce((sum, reward) => sum + reward.points, 0), count: rewards.length };
}

/**
 * Brings `publicProfiles/{uid}` up to date with `users/{uid}`, re-adding the
 * reward totals of `changedDays`; deletes it when the user document is gone.
 */
export async function refreshPublicProfile(uid: string, changedDays: readonly string[] = []): Promise<void> {
  const userRef = db.collection(USERS).doc(uid);
  const profileRef = db.collection(PUBLIC_PROFILES).doc(uid);
  await db.runTransaction(async (tx) => {
    const [user, profile] = [await tx.get(userRef), await tx.get(profileRef)];
    const stored = profile.exists && Array.isArray(profile.get('adRewardDays')) ? parsePublicProfile(uid, profile.data()) : null;
    let days: RewardDay[];
    if (!user.exists) days = [];
    else if (stored?.ok) days = withRewardDays(stored.value.adRewardDays, await Promise.all(changedDays.map((day) => dayTotal(tx, uid, day))));
    else days = rewardDaysOf(await rewardsOf(tx, userRef.collection(AD_REWARDS)));
    const fields = user.exists ? publicProfileFromDays(uid, user.data(), days) : null;
    if (!fields) {
      if (profile.exists) tx.delete(profileRef);
      return;
    }
    const document = toDocument(fields);
    if (profile.exists && isDeepStrictEqual(profile.data(), document)) return; // nothing public changed
    tx.set(profileRef, document);
  });
}

/**
 * Sets `users/{uid}.reportsCount` to the number of problems reported by uid (when the user document exists).
 * A reporter without a user document is skipped before any transaction: the count query locks the
 * reports it counts while it runs, and when the document is created later, syncPublicProfile counts.
 */
export async function recountReports(uid: string): Promise<void> {
  const userRef = db.collection(USERS).doc(uid);
  if (!(await userRef.get()).exists) return;
  const reports = db.collection(PROBLEMS).where('reportedByUserId', '==', uid).count();
  await db.runTransaction(async (tx) => {
    const [user, count] = [await tx.get(userRef), await tx.get(reports)];
    const total = count.data().count;
    if (user.exists && user.get('reportsCount') !== total) tx.update(userRef, { reportsCount: total });
  });
}

export const syncPublicProfile = onDocumentWritten(`${USERS}/{uid}`, async (event) => {
  // A user document created after its reports (the app may write it late) starts with their count.
  if (!event.data?.before.exists && event.data?.after.exists) await recountReports(event.params.uid);
  await refreshPublicProfile(event.params.uid);
});

/** The SA day of a reward document's time, or null. */
const rewardDay = (snapshot: { get(field: string): unknown } | undefined): string | null => {
  const ms = snapshot ? toEpochMs(snapshot.get('timestamp')) : null;
  return ms === null ? null : rewardDayOf(ms);
};

export const syncPublicProfileRewards = onDocumentWritten(`${USERS}/{uid}/${AD_REWARDS}/{rewardId}`, (event) => {
  const days = [rewardDay(event.data?.before), rewardDay(event.data?.after)].filter((day) => day !== null);
  return refreshPublicProfile(event.params.uid, [...new Set(days)]);
});

/** Recounts the reports of the owner before and after a write that created, deleted or moved a report. */
async function tallyReports(event: ProblemWrite): Promise<void> {
  const owner = (snapshot: { get(field: string): unknown } | undefined) => {
    const uid = snapshot?.get('reportedByUserId');
    return typeof uid === 'string' && uid !== '' && !uid.includes('/') ? uid : null;
  };
  const before = owner(event.data?.before);
  const after = owner(event.data?.after);
  if (before === after && event.data?.before.exists && event.data.after.exists) return; // an edit or a vote: the owner's count is unchanged
  await Promise.all([...new Set([before, after])].filter((uid) => uid !== null).map((uid) => recountReports(uid)));
}

/**
 * Every write to a report: the report guard first (it may quarantine the report
 * or correct it, which writes again and comes back here), then its owner's
 * count and its entry in the map index (a compact copy of what the map needs
 * from every report: map-index.ts), which re-reads the report as it is now.
 * One function per document path, not one per job: after the Functions
 * emulator's triggers were paused and resumed (as seeding does), only one of
 * several triggers on `problems/{id}` ran (firebase-tools 14.27.0); and one
 * invocation a write is billed once.
 */
export const onProblemWritten = onDocumentWritten(`${PROBLEMS}/{problemId}`, async (event) => {
  await guardReport(event);
  await Promise.all([tallyReports(event), indexReport(db, event.params.problemId)]);
  await recordContribution(db, event.params.problemId); // the leaderboard's figures (contributor-stats.ts)
});

// The heal's memory and time: at 200,000 reports the rebuild peaks at 247 MB RSS (docs/data-model.md §4), past the default 256 MiB's margin.
export const rebuildMapIndexNow = onCall({ memory: '512MiB', timeoutSeconds: 540 }, async (request) => {
  if (request.auth?.token.admin !== true) throw new HttpsError('permission-denied', 'Only an administrator may rebuild the map index.');
  return rebuildMapIndex(db);
});

// The map index's heal, every two hours (map-index-heal-schedule.ts).
export { healMapIndexOnSchedule } from './map-index-heal-schedule';

// The read-only Open311 GeoReport v2 interface (/open311/v2/…) and the map index file, in files of their own.
export { open311 } from './open311';
export { mapIndexFile } from './map-index-file';
// The map tiles (issue 38): the summary, the unplaced list and z/x/y tiles from the same index file; no page asks for them yet.
export { mapTiles } from './map-tiles';
// Atom feeds of each municipality's and ward's reports (/feeds/…), from the map index.
export { areaFeeds } from './feeds';
// The leaderboard's figures for any period (/data/leaderboard), from the stats kept above (contributor-stats.ts).
export { leaderboard } from './leaderboard';
// Every public onRequest handler is wrapped in `limitClients` (client-limit.ts), the per-client limit they share.
// It is not exported from here: the Functions runtime would take any export for a function to deploy.
