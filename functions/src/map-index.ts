/**
 * Keeps the map index in step with `problems` (the trigger); map-index-file.ts
 * serves it as one file (the HTTP function behind Hosting's `/data/map-index` rewrite).
 *
 * The trigger re-reads the report inside a transaction with its cell, rather
 * than trusting the event's copy, so events delivered twice or out of order,
 * and many writes to one cell at once, all end in the same cell. It writes
 * nothing when the report's map fields did not change (a description edit).
 * A trigger that never ran or failed is made good by the heal (map-index-heal.ts).
 *
 * Each entry carries the report's municipality and ward, placed here from its
 * position (places.ts); the report document itself is left as it is, so this
 * trigger never writes the report and never fires itself again.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { applyOutcome, indexOutcome, type CellChooser } from '../../src/domain/map-index/map-shards';
import { projectCells } from './map-index-cell';
import { readStoredCell, writeStoredCell } from './map-index-parts';
import { MAP_CHANGES, PROBLEMS } from './map-index-store';
import { loadPlacer } from './places';

/**
 * Transactions on one cell queue behind each other when many reports in it
 * change at once; the SDK's default of 5 attempts gave up under 50 concurrent
 * writes in the emulator, so allow many more (each attempt is cheap).
 */
const MAX_ATTEMPTS = 60;

/**
 * Brings report `id`'s entry in its cell up to date; resolves true when the
 * index changed. `strayCell`: a cell the heal found the report in that is not
 * its own (the key changed), from which it is removed in the same transaction.
 */
export async function indexReport(db: Firestore, id: string, cellOf: CellChooser = projectCells(), strayCell?: string): Promise<boolean> {
  const problemRef = db.collection(PROBLEMS).doc(id);
  const changeRef = db.collection(MAP_CHANGES).doc(id);
  const home = cellOf(id);
  const place = await loadPlacer();
  return db.runTransaction(
    async (tx) => {
      const stray = strayCell !== undefined && strayCell !== home ? strayCell : null;
      const [problem, stored, strayStored] = await Promise.all([
        tx.get(problemRef),
        readStoredCell(db, tx, home),
        stray === null ? null : readStoredCell(db, tx, stray),
      ]);
      const outcome = indexOutcome(id, problem.exists ? problem.data() : undefined, place);
      const changedHome = writeStoredCell(db, tx, stored, applyOutcome(stored.cell, outcome));
      const changedStray = strayStored !== null && writeStoredCell(db, tx, strayStored, applyOutcome(strayStored.cell, { kind: 'absent', id }));
      if (!changedHome && !changedStray) return false;
      if (outcome.kind === 'skipped') console.warn(`[map-index] report ${id} left out: ${outcome.reason}`);
      tx.set(changeRef, {
        entry: outcome.kind === 'entry' ? JSON.stringify(outcome.entry) : null,
        at: FieldValue.serverTimestamp(),
      });
      return true;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}
