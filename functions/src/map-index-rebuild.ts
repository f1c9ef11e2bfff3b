/**
 * Rebuilds the map index from scratch: reads every report's map fields in pages
 * (map-index-reader.ts), packs the cells with the same rule the trigger uses,
 * writes their parts, deletes part documents that no longer hold anything, and
 * stamps `mapMeta/index.rebuiltAt` so clients holding an older base fetch the
 * file again. Used by seeding (with the triggers paused), by the admin-only
 * callable, by the heal when it finds too much drift, and by
 * `scripts/rebuild-map-index.mjs`. Writes that land while it runs may be
 * overwritten by the rebuild's copy of their cell; the trigger's next write to
 * that report, or the next heal, puts them right, so run it when the app is quiet.
 *
 * Memory: one page of reports' map fields plus the index itself (the entries,
 * under a hundred bytes a report), never whole reports (`node
 * scripts/map-index-heap.mjs` measures it at 200,000 reports).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { cellFields, cellParts, cellsOfOutcomes, partName, type CellChooser, type IndexOutcome } from '../../src/domain/map-index/map-shards';
import { projectCells } from './map-index-cell';
import { reportOutcomes } from './map-index-reader';
import { MAP_CELLS, MAP_META, MAP_META_DOC } from './map-index-store';

export interface RebuildSummary {
  readonly reports: number;
  readonly cells: number;
  /** Part documents written (a cell past PART_BYTES has more than one). */
  readonly parts: number;
  readonly skipped: number;
}

export async function rebuildMapIndex(db: Firestore, cellOf: CellChooser = projectCells()): Promise<RebuildSummary> {
  const outcomes: IndexOutcome[] = [];
  for await (const outcome of reportOutcomes(db)) outcomes.push(outcome);
  const reports = outcomes.length;
  const cells = cellsOfOutcomes(outcomes, cellOf);
  outcomes.length = 0;
  const writer = db.bulkWriter();
  const written = new Set<string>();
  let skipped = 0;
  for (const [name, cell] of cells) {
    skipped += cell.skipped.length;
    cellParts(cell).forEach((part, n) => {
      const id = partName(name, n);
      written.add(id);
      void writer.set(db.collection(MAP_CELLS).doc(id), { ...cellFields(part), updatedAt: FieldValue.serverTimestamp() });
    });
  }
  // Every other document in mapCells (an emptied cell, a part no longer needed) goes.
  const existing = await db.collection(MAP_CELLS).select().get();
  for (const doc of existing.docs) if (!written.has(doc.id)) void writer.delete(doc.ref);
  await writer.close();
  await db.collection(MAP_META).doc(MAP_META_DOC).set({ rebuiltAt: FieldValue.serverTimestamp() });
  return { reports, cells: cells.size, parts: written.size, skipped };
}
