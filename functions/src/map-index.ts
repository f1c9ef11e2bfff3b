/**
 * Keeps the map index in step with `problems` (the trigger), and serves it as
 * one file (the HTTP function behind Hosting's `/data/map-index` rewrite).
 *
 * The trigger re-reads the report inside a transaction with its cell, rather
 * than trusting the event's copy, so events delivered twice or out of order,
 * and many writes to one cell at once, all end in the same cell. It writes
 * nothing when the report's map fields did not change (a description edit).
 * A trigger that never ran or failed is made good by the heal (map-index-heal.ts).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { applyOutcome, indexOutcome, readCell, type CellChooser } from '../../src/domain/map-index/map-shards';
import { renderIndexFile } from '../../src/domain/map-index/map-index-file';
import { projectCells } from './map-index-cell';
import { indexVersion } from './map-index-file-cache';
import { readStoredCell, writeStoredCell } from './map-index-parts';
import { MAP_CELLS, MAP_CHANGES, MAP_META, MAP_META_DOC, PROBLEMS } from './map-index-store';

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
  return db.runTransaction(
    async (tx) => {
      const stray = strayCell !== undefined && strayCell !== home ? strayCell : null;
      const [problem, stored, strayStored] = await Promise.all([
        tx.get(problemRef),
        readStoredCell(db, tx, home),
        stray === null ? null : readStoredCell(db, tx, stray),
      ]);
      const outcome = indexOutcome(id, problem.exists ? problem.data() : undefined);
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

/**
 * The whole index as one file (see map-index-file.ts), read in one consistent
 * snapshot, with the version of the index it was built from (see map-index-file-cache.ts).
 */
export async function readIndexFile(db: Firestore): Promise<{ body: string; version: string }> {
  return db.runTransaction(
    async (tx) => {
      const [cells, meta] = await Promise.all([tx.get(db.collection(MAP_CELLS)), tx.get(db.collection(MAP_META).doc(MAP_META_DOC))]);
      let skipped = 0;
      const entries: string[] = [];
      for (const cell of cells.docs) {
        const stored = cell.get('entries');
        if (typeof stored === 'string') entries.push(stored);
        skipped += readCell({ skipped: cell.get('skipped') }).skipped.length;
      }
      const rebuiltAt = meta.get('rebuiltAt');
      const body = renderIndexFile(
        {
          builtAt: Math.floor(cells.readTime.toMillis()),
          rebuiltAt: rebuiltAt && typeof rebuiltAt.toMillis === 'function' ? rebuiltAt.toMillis() : null,
          skipped,
        },
        entries,
      );
      return { body, version: indexVersion(cells.docs, meta) };
    },
    { readOnly: true },
  );
}
