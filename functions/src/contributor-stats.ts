/**
 * Keeps the leaderboard's figures (src/domain/contributor-stats.ts) in two
 * server-only collections that no client may read or write (firestore.rules):
 *
 * - `contributorStats/{uid}`: a user's figures per South African day, and the
 *   day pairs of the other users who confirmed their reports, each under a
 *   pseudonym (a keyed hash of the reporter and the confirmer), never a uid;
 * - `reportContributions/{reportId}`: what that report last added to each user.
 *
 * On every report write, one transaction reads the report and its record, and
 * when what it contributes changed, takes the old contribution away from each
 * user concerned and adds the new one, then stores the new record. Events
 * delivered twice or out of order end in the same state: the record always
 * says what the stats hold for the report as it now is. A deleted report takes
 * its contribution away.
 */
import { createHmac } from 'node:crypto';
import { FieldPath, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { contributionOf, isEmptyStats, NO_STATS, replaceContribution, sameStats, sumContributions, type ReportContribution } from '../../src/domain/contributor-stats';
import { parseContributionDocument, parseStatsDocument, toContributionDocument, toStatsDocument } from '../../src/domain/contributor-stats-document';
import { parseProblem } from '../../src/domain/parse-problem';

export const CONTRIBUTOR_STATS = 'contributorStats';
export const REPORT_CONTRIBUTIONS = 'reportContributions';
const PROBLEMS = 'problems';

/** Many reports of one reporter may change at once (votes): their transactions queue on the reporter's stats. */
const MAX_ATTEMPTS = 60;
/** The key the emulators use when none is configured; never a deployed project's. */
const EMULATOR_KEY = 'mzansi-fix-emulator-pseudonyms';

/**
 * The pseudonym key: `CONTRIBUTOR_PSEUDONYM_KEY` (functions/.env.<project> at deploy, docs/how-to.md).
 * Without it only an emulator run goes on (with a fixed key); a deployed function refuses
 * rather than write pseudonyms anyone could recompute from public uids.
 */
function pseudonymKey(): string {
  const key = process.env.CONTRIBUTOR_PSEUDONYM_KEY;
  if (key) return key;
  if (process.env.FUNCTIONS_EMULATOR === 'true' || process.env.FIRESTORE_EMULATOR_HOST) return EMULATOR_KEY;
  throw new Error('CONTRIBUTOR_PSEUDONYM_KEY is not set: the leaderboard stats cannot name confirmers (see docs/how-to.md)');
}

/** A confirmer's name inside one reporter's stats: 16 hex digits of an HMAC, different for each reporter. */
function pseudonymizer(): (reporter: string, confirmer: string) => string {
  const key = pseudonymKey();
  return (reporter, confirmer) => createHmac('sha256', key).update(`${reporter}\u0000${confirmer}`).digest('hex').slice(0, 16);
}

/** What a stored report contributes (a document the parser refuses, or none, contributes nothing). */
function contributionOfDocument(id: string, data: unknown, pseudonymOf: (reporter: string, confirmer: string) => string): ReportContribution {
  if (data === undefined) return new Map();
  const problem = parseProblem(id, data);
  return problem.ok ? contributionOf(problem.value, pseudonymOf) : new Map();
}

/** Brings the stats up to date with report `id` as it is now; resolves true when anything changed. */
export async function recordContribution(db: Firestore, id: string): Promise<boolean> {
  const pseudonymOf = pseudonymizer();
  const problemRef = db.collection(PROBLEMS).doc(id);
  const recordRef = db.collection(REPORT_CONTRIBUTIONS).doc(id);
  return db.runTransaction(
    async (tx) => {
      const [problem, record] = await Promise.all([tx.get(problemRef), tx.get(recordRef)]);
      const before = parseContributionDocument(record.data());
      const after = contributionOfDocument(id, problem.data(), pseudonymOf);
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
        (uid) => !sameStats(before.get(uid) ?? NO_STATS, after.get(uid) ?? NO_STATS),
      );
      if (changed.length === 0 && (after.size > 0) === record.exists) return false;
      const statsRefs = changed.map((uid) => db.collection(CONTRIBUTOR_STATS).doc(uid));
      const stored = statsRefs.length === 0 ? [] : await tx.getAll(...statsRefs);
      stored.forEach((snapshot, index) => {
        const uid = changed[index]!;
        const next = replaceContribution(parseStatsDocument(snapshot.data()), before.get(uid) ?? NO_STATS, after.get(uid) ?? NO_STATS);
        if (isEmptyStats(next)) tx.delete(snapshot.ref);
        else tx.set(snapshot.ref, toStatsDocument(next));
      });
      if (after.size === 0) tx.delete(recordRef);
      else tx.set(recordRef, toContributionDocument(after));
      return true;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}

const PAGE = 2000;

export interface StatsRebuildSummary {
  readonly reports: number;
  readonly users: number;
  /**
   * The documents Firestore refused, each with its reason: above all a user's stats past the
   * 1 MiB a document may hold: 21 of the 39 users of the bench's 200,005 generated reports, whose
   * stats keep one entry for each day they confirmed each other user's report. A refused
   * document keeps its earlier copy, if any.
   */
  readonly refused: readonly string[];
}

/**
 * Rebuilds both collections from every report (read in pages, by id): seeding
 * (triggers paused) and a first deploy over existing reports. Memory holds the
 * users' stats, not the reports. Writes that land while it runs may be counted
 * wrongly until their report's next write, so run it when the app is quiet.
 */
export async function rebuildContributorStats(db: Firestore, { throttle = true }: { readonly throttle?: boolean } = {}): Promise<StatsRebuildSummary> {
  const pseudonymOf = pseudonymizer();
  // BulkWriter's throttle starts a live database at 500 writes a second and ramps up (the 500/50/5
  // rule); the emulator has no servers to warm, and seeding 9,005 reports spent 18 s in it.
  const writer = db.bulkWriter({ throttling: throttle });
  const refused: string[] = [];
  // One refused write (its retries spent) is listed, not thrown: the rest of the rebuild still lands.
  const refuse = (ref: DocumentReference) => (error: unknown) => void refused.push(`${ref.path}: ${error instanceof Error ? error.message : String(error)}`);
  const write = (ref: DocumentReference, data: DocumentData) => void writer.set(ref, data).catch(refuse(ref));
  const remove = (ref: DocumentReference) => void writer.delete(ref).catch(refuse(ref));
  let totals: ReportContribution = new Map();
  const kept = new Set<string>();
  let reports = 0;
  let after: string | null = null;
  for (;;) {
    let page = db.collection(PROBLEMS).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after !== null) page = page.startAfter(after);
    const snapshot = await page.get();
    const contributions: ReportContribution[] = [];
    for (const doc of snapshot.docs) {
      reports += 1;
      const contribution = contributionOfDocument(doc.id, doc.data(), pseudonymOf);
      if (contribution.size === 0) continue;
      kept.add(doc.id);
      write(db.collection(REPORT_CONTRIBUTIONS).doc(doc.id), toContributionDocument(contribution));
      contributions.push(contribution);
    }
    // Summed page by page, so only one page's contributions are held at a time.
    totals = sumContributions([totals, ...contributions]);
    if (snapshot.size < PAGE) break;
    after = snapshot.docs[snapshot.size - 1]!.id;
  }
  for (const [uid, stats] of totals) write(db.collection(CONTRIBUTOR_STATS).doc(uid), toStatsDocument(stats));
  // Whatever the reports no longer back goes.
  await deleteOthers(db, CONTRIBUTOR_STATS, new Set(totals.keys()), remove);
  await deleteOthers(db, REPORT_CONTRIBUTIONS, kept, remove);
  await writer.close();
  return { reports, users: totals.size, refused };
}

async function deleteOthers(db: Firestore, collection: string, keep: ReadonlySet<string>, remove: (ref: DocumentReference) => void): Promise<void> {
  for await (const ref of documentsOf(db, collection)) if (!keep.has(ref.id)) remove(ref);
}

/**
 * Every document of `collection`, read by id in pages with none of their fields. Not
 * `listDocuments()`: that also lists ids that hold only subcollections (none here), and the
 * emulator answers it slowly: 33 s for 9,005 ids. With these pages the whole rebuild at 9,005
 * reports took 19 s instead of 40.
 */
async function* documentsOf(db: Firestore, collection: string): AsyncGenerator<DocumentReference> {
  let after: string | null = null;
  for (;;) {
    let page = db.collection(collection).select().orderBy(FieldPath.documentId()).limit(PAGE);
    if (after !== null) page = page.startAfter(after);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) yield doc.ref;
    if (snapshot.size < PAGE) return;
    after = snapshot.docs[snapshot.size - 1]!.id;
  }
}
