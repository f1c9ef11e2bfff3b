/**
 * The guard over every report write (issue 13), a trigger of its own beside
 * the tally in index.ts:
 *
 * - a deleted report leaves a tombstone, `deletedProblems/{id}`, which the
 *   rules check so the id is never used again (old share links would show
 *   another report); a report that still arrives under a tombstoned id (a
 *   create racing the tombstone) is quarantined;
 * - reports beyond 20 an hour or 100 a day per account, and votes beyond 300 a
 *   day, are quarantined or undone (src/domain/rate-limits.ts), and
 *   `rateLimits/{uid}` tells the rules when the account is full, so its next
 *   writes are refused outright;
 * - edits of one's own report (text, address, photos) are counted in
 *   `rateLimits/{uid}.edits`, and past 30 an hour or 200 a day the rules refuse
 *   further edits until the window has room (issue 36);
 * - `reportedBy` is set from the reporter's public name on every write: the
 *   client's value is never trusted (it may hold an email or "City official").
 *
 * Each step reads what is stored now rather than trusting the event, so a
 * retried or repeated event ends in the same state.
 */
import { FieldPath, FieldValue, getFirestore, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Change, DocumentSnapshot as EventSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { isDeepStrictEqual } from 'node:util';
import { EDIT_LIMITS, longestWindowMs, rateVerdict, REPORT_LIMITS, VOTE_LIMITS } from '../../src/domain/rate-limits';
import { CREATED_AT_TOLERANCE_MINUTES } from '../../src/domain/report-limits';
import { publicNameOf, reporterUidOf as ownerOf } from './projection';

export const PROBLEMS = 'problems';
export const DELETED_PROBLEMS = 'deletedProblems';
export const QUARANTINED_PROBLEMS = 'quarantinedProblems';
export const RATE_LIMITS = 'rateLimits';
const USERS = 'users';

/** Enough earlier writes to decide the largest limit, with room for those the clock skew puts out of order. */
const LOOK_BACK_DOCS = 200;
const SKEW_MS = CREATED_AT_TOLERANCE_MINUTES * 60_000;
const VOTE_KINDS = [
  { voters: 'confirmedBy', counter: 'confirmations' },
  { voters: 'deniedBy', counter: 'denials' },
] as const;

const millisOf = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null);

/** Records a deleted report's id (with its owner and times, which the rate limit still counts). */
async function rememberDeleted(db: Firestore, snapshot: DocumentSnapshot, deletedAt: Timestamp): Promise<void> {
  await db.collection(DELETED_PROBLEMS).doc(snapshot.id).set(
    { reportedByUserId: ownerOf(snapshot.data()), createdAt: snapshot.get('createdAt') ?? null, receivedAt: snapshot.createTime ?? null, deletedAt },
    { merge: true },
  );
}

/** Moves a report out of public view, for `reason`, leaving its tombstone in the same write. */
async function quarantine(db: Firestore, snapshot: DocumentSnapshot, reason: string): Promise<void> {
  const batch = db.batch();
  batch.set(db.collection(QUARANTINED_PROBLEMS).doc(snapshot.id), { reason, data: snapshot.data() ?? {}, at: FieldValue.serverTimestamp() });
  batch.set(db.collection(DELETED_PROBLEMS).doc(snapshot.id), {
    reportedByUserId: ownerOf(snapshot.data()),
    createdAt: snapshot.get('createdAt') ?? null,
    receivedAt: snapshot.createTime ?? null,
    deletedAt: FieldValue.serverTimestamp(),
    quarantined: reason,
  }, { merge: true });
  batch.delete(snapshot.ref);
  await batch.commit();
}

/** Raises `rateLimits/{uid}.{field}` to `until` (never lowers it: concurrent runs may finish in any order). */
async function markFull(db: Firestore, uid: string, field: string, until: number): Promise<void> {
  const ref = db.collection(RATE_LIMITS).doc(uid);
  await db.runTransaction(async (tx) => {
    const current = millisOf((await tx.get(ref)).get(field)) ?? 0;
    if (until > current) tx.set(ref, { [field]: Timestamp.fromMillis(until) }, { merge: true });
  });
}

/** A report as the limit orders them: the server's time of receipt, to the nanosecond, then the id. */
interface Receipt {
  readonly id: string;
  readonly at: Timestamp;
}

/**
 * Whether `a` came before `b`. Writes of one commit (a batch) share their time to the
 * nanosecond; the id then decides, so of two writes at the limit exactly one is the later
 * (judging both as "earlier than the other" quarantined both, one more than the limit asks).
 */
function receivedBefore(a: Receipt, b: Receipt): boolean {
  if (a.at.seconds !== b.at.seconds) return a.at.seconds < b.at.seconds;
  if (a.at.nanoseconds !== b.at.nanoseconds) return a.at.nanoseconds < b.at.nanoseconds;
  return a.id < b.id;
}

/**
 * The server times of the owner's reports received before `self`, kept or deleted:
 * a report's createdAt is the client's (within ten minutes of the server, by the
 * rules), so the look-up goes by createdAt and the order by the server's time.
 */
async function earlierReportTimes(db: Firestore, uid: string, self: Receipt): Promise<number[]> {
  const from = Timestamp.fromMillis(self.at.toMillis() - longestWindowMs(REPORT_LIMITS) - 2 * SKEW_MS);
  const query = (collection: string) =>
    db.collection(collection).where('reportedByUserId', '==', uid).where('createdAt', '>', from).orderBy('createdAt', 'desc').limit(LOOK_BACK_DOCS).get();
  const [kept, deleted] = await Promise.all([query(PROBLEMS), query(DELETED_PROBLEMS)]);
  const receipts: Receipt[] = kept.docs.map((doc) => ({ id: doc.id, at: doc.createTime }));
  for (const doc of deleted.docs) {
    // The server's time of receipt, else the client's; a tombstone with neither (none is written so) counts as long ago.
    const at = [doc.get('receivedAt'), doc.get('createdAt')].find((value): value is Timestamp => value instanceof Timestamp);
    receipts.push({ id: doc.id, at: at ?? Timestamp.fromMillis(0) });
  }
  return receipts.filter((other) => other.id !== self.id && receivedBefore(other, self)).map((other) => other.at.toMillis());
}

/** Applies the report limits to a new report; true when it may stay. */
async function admitReport(db: Firestore, snapshot: DocumentSnapshot): Promise<boolean> {
  const uid = ownerOf(snapshot.data());
  if (uid === null || !snapshot.createTime) return true;
  const self = { id: snapshot.id, at: snapshot.createTime };
  const verdict = rateVerdict(await earlierReportTimes(db, uid, self), self.at.toMillis(), REPORT_LIMITS);
  if (!verdict.admitted) {
    await quarantine(db, snapshot, 'rate-limit');
    return false;
  }
  if (verdict.fullUntil !== null) await markFull(db, uid, 'reportsBlockedUntil', verdict.fullUntil);
  return true;
}

/** The times of `uid`'s votes (either kind) on any report, from `since` on. */
async function voteTimes(db: Firestore, uid: string, since: number): Promise<{ problem: string; at: number }[]> {
  const found: { problem: string; at: number }[] = [];
  for (const { voters } of VOTE_KINDS) {
    const path = new FieldPath(voters, uid, 'timestamp');
    const result = await db.collection(PROBLEMS).where(path, '>', Timestamp.fromMillis(since)).limit(LOOK_BACK_DOCS * 2).get();
    for (const doc of result.docs) {
      const at = millisOf(doc.get(path));
      if (at !== null) found.push({ problem: doc.id, at });
    }
  }
  return found;
}

/** Applies the vote limit to `uid`'s new vote on `problem`; undoes it when over. */
async function admitVote(db: Firestore, problem: DocumentSnapshot, uid: string, kind: (typeof VOTE_KINDS)[number]): Promise<void> {
  const at = millisOf(problem.get(new FieldPath(kind.voters, uid, 'timestamp'))) ?? Date.now();
  const others = (await voteTimes(db, uid, at - longestWindowMs(VOTE_LIMITS) - SKEW_MS))
    .filter((vote) => vote.problem !== problem.id && (vote.at < at || (vote.at === at && vote.problem < problem.id)))
    .map((vote) => vote.at);
  const verdict = rateVerdict(others, at, VOTE_LIMITS);
  if (verdict.admitted) {
    if (verdict.fullUntil !== null) await markFull(db, uid, 'votesBlockedUntil', verdict.fullUntil);
    return;
  }
  await db.runTransaction(async (tx) => {
    const current = await tx.get(problem.ref);
    const votes = current.get(kind.voters) as Record<string, unknown> | undefined;
    if (!current.exists || !votes || !(uid in votes)) return;
    tx.update(problem.ref, new FieldPath(kind.voters, uid), FieldValue.delete(), kind.counter, FieldValue.increment(-1));
  });
}

/** What a reporter may change of their own report (firestore.rules, isOwnReportEdit). */
const OWNER_FIELDS = ['description', 'streetAddress', 'photos'] as const;

/** Whether a write changed what only the reporter writes: then it was the reporter's edit (no function changes these). */
function isOwnerEdit(before: DocumentSnapshot, after: DocumentSnapshot): boolean {
  return OWNER_FIELDS.some((field) => !isDeepStrictEqual(before.get(field), after.get(field)));
}

/**
 * Counts one edit of `uid`'s own report in `rateLimits/{uid}.edits` (keyed by report
 * and time of the write, so a repeated event counts once; entries older than the longest
 * window are dropped) and, when the edits reach a limit, sets `editsBlockedUntil`, which
 * the rules check. An edit a burst landed past the limit before that was set stays
 * (it changed only its author's own report) but is counted.
 */
async function countEdit(db: Firestore, uid: string, key: string, at: number): Promise<void> {
  const ref = db.collection(RATE_LIMITS).doc(uid);
  const since = at - longestWindowMs(EDIT_LIMITS) - SKEW_MS;
  await db.runTransaction(async (tx) => {
    const record = await tx.get(ref);
    const stored = record.get('edits') as Record<string, unknown> | undefined;
    const edits = Object.fromEntries(
      Object.entries(stored && typeof stored === 'object' ? stored : {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > since),
    );
    if (key in edits) return;
    const verdict = rateVerdict(Object.values(edits), at, EDIT_LIMITS);
    const blockedUntil = millisOf(record.get('editsBlockedUntil')) ?? 0;
    const update: DocumentData = { edits: { ...edits, [key]: at } };
    if (verdict.fullUntil !== null && verdict.fullUntil > blockedUntil) update.editsBlockedUntil = Timestamp.fromMillis(verdict.fullUntil);
    // Replaces the whole map, so the entries dropped above leave the document.
    tx.set(ref, update, { mergeFields: Object.keys(update) });
  });
}

/** The voters `after` has that `before` had not, by kind. */
function newVoters(before: DocumentData | undefined, after: DocumentData): { uid: string; kind: (typeof VOTE_KINDS)[number] }[] {
  const added: { uid: string; kind: (typeof VOTE_KINDS)[number] }[] = [];
  for (const kind of VOTE_KINDS) {
    const was = before?.[kind.voters];
    const now = after[kind.voters];
    if (now === null || typeof now !== 'object' || Array.isArray(now)) continue;
    for (const uid of Object.keys(now as object)) {
      if (!was || typeof was !== 'object' || !(uid in was)) added.push({ uid, kind });
    }
  }
  return added;
}

/** Sets `reportedBy` to the owner's public name when it differs (one read of the owner's user document). */
async function settleReporterName(db: Firestore, snapshot: DocumentSnapshot): Promise<void> {
  const uid = ownerOf(snapshot.data());
  const user = uid === null ? null : await db.collection(USERS).doc(uid).get();
  const name = publicNameOf(uid ?? '', user?.exists ? user.data() : null);
  if (snapshot.get('reportedBy') === name) return;
  await db.runTransaction(async (tx) => {
    const current = await tx.get(snapshot.ref);
    if (current.exists && current.get('reportedBy') !== name) tx.update(snapshot.ref, { reportedBy: name });
  });
}

/** A write to `problems/{problemId}`, as the trigger hands it over. */
export type ProblemWrite = FirestoreEvent<Change<EventSnapshot> | undefined, { problemId: string }>;

/** Guards one report write (run by index.ts's `onProblemWritten`, the one trigger on reports). */
export async function guardReport(event: ProblemWrite): Promise<void> {
  // Here, not at load: index.ts initialises the app after its imports are loaded.
  const db = getFirestore();
  const before = event.data?.before;
  const after = event.data?.after;
  if (!after?.exists) {
    if (before?.exists) await rememberDeleted(db, before, Timestamp.fromDate(new Date(event.time)));
    return;
  }
  if (!before?.exists) {
    const tombstone = await db.collection(DELETED_PROBLEMS).doc(after.id).get();
    if (tombstone.exists) {
      await quarantine(db, after, 'reused-id');
      return;
    }
    if (!(await admitReport(db, after))) return;
  } else if (isOwnerEdit(before, after)) {
    const uid = ownerOf(after.data());
    const at = after.updateTime?.toMillis() ?? Date.parse(event.time);
    if (uid !== null) await countEdit(db, uid, `${after.id}@${at}`, at);
  }
  for (const { uid, kind } of newVoters(before?.data(), after.data() ?? {})) await admitVote(db, after, uid, kind);
  await settleReporterName(db, after);
}
