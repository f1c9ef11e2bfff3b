/**
 * Rebuilds the map index from scratch: reads every report (in pages, by id),
 * packs the cells with the same rule the trigger uses, writes them, deletes
 * cells that no longer hold anything, and stamps `mapMeta/index.rebuiltAt` so
 * clients holding an older base fetch the file again. Used by seeding (with the
 * triggers paused), by the admin-only callable and by
 * `scripts/rebuild-map-index.mjs`. Writes that land while it runs may be
 * overwritten by the rebuild's copy of their cell; the trigger's next write to
 * that report puts them right, so run it when the app is quiet.
 */
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { buildCells, CELL_COUNT, cellFields, cellName, EMPTY_CELL } from '../../src/domain/map-index/map-shards';
import { MAP_CELLS, MAP_META, MAP_META_DOC, PROBLEMS } from './map-index-store';

const PAGE = 5000;

export interface RebuildSummary {
  readonly reports: number;
  readonly cells: number;
  readonly skipped: number;
}

export async function rebuildMapIndex(db: Firestore): Promise<RebuildSummary> {
  const documents: { id: string; data: unknown }[] = [];
  let after: string | null = null;
  for (;;) {
    let page = db.collection(PROBLEMS).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after !== null) page = page.startAfter(after);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) documents.push({ id: doc.id, data: doc.data() });
    if (snapshot.size < PAGE) break;
    after = snapshot.docs[snapshot.size - 1]!.id;
  }
  const cells = buildCells(documents);
  const writer = db.bulkWriter();
  let skipped = 0;
  for (let n = 0; n < CELL_COUNT; n += 1) {
    const id = cellName(n);
    const cell = cells.get(id) ?? EMPTY_CELL;
    skipped += cell.skipped.length;
    const ref = db.collection(MAP_CELLS).doc(id);
    if (cell.entries.length === 0 && cell.skipped.length === 0) void writer.delete(ref);
    else void writer.set(ref, { ...cellFields(cell), updatedAt: FieldValue.serverTimestamp() });
  }
  await writer.close();
  await db.collection(MAP_META).doc(MAP_META_DOC).set({ rebuiltAt: FieldValue.serverTimestamp() });
  return { reports: documents.length, cells: cells.size, skipped };
}
