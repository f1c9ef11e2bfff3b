/**
 * Finds and repairs drift between the reports and the map index: a report
 * missing from its cell (a trigger that never ran, or failed every attempt), a
 * stale entry (a crash between two writes), an entry of a report that is gone,
 * or an entry in a cell that is not its own (the cell key changed). Compares
 * every report's entry, made fresh from its map fields (read in pages,
 * map-index-reader.ts), with the index as stored, then repairs each difference
 * through the trigger's own transaction (map-index.ts), which re-reads the
 * report and writes `mapChanges`, so open pages follow the repair live. A
 * difference seen only because a write landed while the heal read is harmless:
 * the transaction finds nothing to change and writes nothing.
 *
 * Past MAX_REPAIRS differences (a new cell key, or an index still in entry
 * format 1 after an upgrade) it rebuilds the whole index instead, which stamps
 * `rebuiltAt` so clients fetch the file afresh.
 *
 * Memory: the index as stored (id, cell and entry text of each report) and one
 * page of reports' map fields.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { cellOfPart, readCell, type CellChooser, type IndexOutcome } from '../../src/domain/map-index/map-shards';
import { indexReport } from './map-index';
import { projectCells } from './map-index-cell';
import { reportOutcomes } from './map-index-reader';
import { rebuildMapIndex } from './map-index-rebuild';
import { MAP_CELLS } from './map-index-store';

/** More differences than this and a rebuild is cheaper than one transaction each. */
export const MAX_REPAIRS = 2000;
/** Repairs run this many at a time (they queue on a shared cell anyway). */
const REPAIRS_AT_ONCE = 10;

export interface HealSummary {
  readonly reports: number;
  /** Reports whose entry (or skip note) differed from the index, or index entries with no report. */
  readonly drift: number;
  /** Repairs that changed the index (the rest had been put right meanwhile). */
  readonly repaired: number;
  /** True when the drift was past MAX_REPAIRS and the index was rebuilt instead. */
  readonly rebuilt: boolean;
}

interface Indexed {
  readonly cell: string;
  /** The entry's JSON, or "skipped:" and the reason. */
  readonly text: string;
}

const textOf = (outcome: IndexOutcome) => (outcome.kind === 'entry' ? JSON.stringify(outcome.entry) : outcome.kind === 'skipped' ? `skipped:${outcome.reason}` : '');

/** The index as stored: every report in it, with its cell and entry. */
async function readIndexed(db: Firestore): Promise<Map<string, Indexed>> {
  const indexed = new Map<string, Indexed>();
  const parts = await db.collection(MAP_CELLS).get();
  for (const doc of parts.docs) {
    const cell = cellOfPart(doc.id);
    if (cell === null) continue;
    const { entries, skipped } = readCell(doc.data());
    for (const entry of entries) indexed.set(entry[0] as string, { cell, text: JSON.stringify(entry) });
    for (const [id, reason] of skipped) indexed.set(id, { cell, text: `skipped:${reason}` });
  }
  return indexed;
}

/** One difference to repair: the report id, and the cell it sits in when that is not its own. */
interface Drift {
  readonly id: string;
  readonly stray: string | undefined;
}

/** Compares the index with every report; the differences, in id order (then the gone reports). */
async function findDrift(db: Firestore, cellOf: CellChooser): Promise<{ reports: number; drift: Drift[] }> {
  const indexed = await readIndexed(db);
  const drift: Drift[] = [];
  const strayOf = (id: string, found: Indexed | undefined) => (found && found.cell !== cellOf(id) ? found.cell : undefined);
  let reports = 0;
  for await (const outcome of reportOutcomes(db)) {
    reports += 1;
    const found = indexed.get(outcome.id);
    indexed.delete(outcome.id);
    if (found?.text !== textOf(outcome) || found.cell !== cellOf(outcome.id)) drift.push({ id: outcome.id, stray: strayOf(outcome.id, found) });
  }
  // What is left names reports that no longer exist.
  for (const [id, found] of indexed) drift.push({ id, stray: strayOf(id, found) });
  return { reports, drift };
}

/** Heals the index (see above). */
export async function healMapIndex(db: Firestore, cellOf: CellChooser = projectCells(), maxRepairs = MAX_REPAIRS): Promise<HealSummary> {
  const { reports, drift } = await findDrift(db, cellOf);
  if (drift.length > maxRepairs) {
    await rebuildMapIndex(db, cellOf);
    return { reports, drift: drift.length, repaired: 0, rebuilt: true };
  }
  let repaired = 0;
  for (let start = 0; start < drift.length; start += REPAIRS_AT_ONCE) {
    const batch = drift.slice(start, start + REPAIRS_AT_ONCE);
    const changed = await Promise.all(batch.map(({ id, stray }) => indexReport(db, id, cellOf, stray)));
    repaired += changed.filter(Boolean).length;
  }
  return { reports, drift: drift.length, repaired, rebuilt: false };
}
