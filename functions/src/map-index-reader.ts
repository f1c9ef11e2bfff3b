/**
 * Reads what the map index needs of every report, page by page: only the map
 * fields (`select`), never whole reports (a report may hold 20 KB of text and
 * photo links; its entry is under a hundred bytes), so a rebuild or a heal holds
 * one page of reports at a time plus the index itself, whatever the reports hold.
 * Each report is placed in its municipality and ward from its position as it is
 * read (places.ts; 200,000 in about a second), exactly as the trigger places it.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { indexOutcome, type IndexOutcome } from '../../src/domain/map-index/map-shards';
import { PROBLEMS } from './map-index-store';
import { loadPlacer } from './places';

/** The report fields an entry is made of (map-entry.ts); the id is the document's. */
export const MAP_FIELDS = ['type', 'status', 'coordinates', 'reportedByUserId', 'createdAt', 'resolvedAt'] as const;

/** Reports read per page. */
export const REPORT_PAGE = 1000;

/** Every report's index outcome, in id order, one page of reports in memory at a time. */
export async function* reportOutcomes(db: Firestore, pageSize = REPORT_PAGE): AsyncGenerator<IndexOutcome> {
  const place = await loadPlacer();
  let after: string | null = null;
  for (;;) {
    let page = db.collection(PROBLEMS).select(...MAP_FIELDS).orderBy(FieldPath.documentId()).limit(pageSize);
    if (after !== null) page = page.startAfter(after);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) yield indexOutcome(doc.id, doc.data(), place);
    if (snapshot.size < pageSize) return;
    after = snapshot.docs[snapshot.size - 1]!.id;
  }
}
