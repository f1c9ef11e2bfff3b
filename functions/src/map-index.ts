/**
 * Keeps the map index in step with `problems` (the trigger); map-index-file.ts
 * serves it as one file (the HTTP function behind Hosting's `/data/map-index` rewrite).
 *
 * The trigger re-reads the report inside a transaction with its cell, rather
 * than trusting the event's copy, so events delivered twice or out of order,
 * and many writes to one cell at once, all end in the same cell. It writes
 * nothing when the report's map fields did not change (a description edit).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { applyOutcome, cellFields, cellOf, indexOutcome, readCell } from '../../src/domain/map-index/map-shards';
import { MAP_CELLS, MAP_CHANGES, PROBLEMS } from './map-index-store';

/**
 * Transactions on one cell queue behind each other when many reports in it
 * change at once; the SDK's default of 5 attempts gave up under 50 concurrent
 * writes in the emulator, so allow many more (each attempt is cheap).
 */
const MAX_ATTEMPTS = 60;

/** Brings report `id`'s entry in its cell up to date; resolves true when the index changed. */
export async function indexReport(db: Firestore, id: string): Promise<boolean> {
  const problemRef = db.collection(PROBLEMS).doc(id);
  const cellRef = db.collection(MAP_CELLS).doc(cellOf(id));
  const changeRef = db.collection(MAP_CHANGES).doc(id);
  return db.runTransaction(
    async (tx) => {
      const [problem, cellDoc] = await Promise.all([tx.get(problemRef), tx.get(cellRef)]);
      const outcome = indexOutcome(id, problem.exists ? problem.data() : undefined);
      const next = cellFields(applyOutcome(readCell(cellDoc.data()), outcome));
      if (cellDoc.exists && next.entries === cellDoc.get('entries') && next.skipped === cellDoc.get('skipped')) return false;
      const empty = next.count === 0 && next.skipped === '[]';
      if (!cellDoc.exists && empty) return false;
      if (outcome.kind === 'skipped') console.warn(`[map-index] report ${id} left out: ${outcome.reason}`);
      // An empty cell is deleted, as a rebuild leaves it, so both paths make the same documents.
      if (empty) tx.delete(cellRef);
      else tx.set(cellRef, { ...next, updatedAt: FieldValue.serverTimestamp() });
      tx.set(changeRef, {
        entry: outcome.kind === 'entry' ? JSON.stringify(outcome.entry) : null,
        at: FieldValue.serverTimestamp(),
      });
      return true;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}
