/**
 * Reading and writing one cell of the map index as its part documents
 * (`c00`, `c00-1`, …: map-shards.ts), inside a transaction. A cell that fits
 * one part costs what it did before parts: one document read, one written.
 */
import { FieldPath, FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { cellFields, cellParts, joinParts, partName, type Cell } from '../../src/domain/map-index/map-shards';
import { MAP_CELLS } from './map-index-store';

/** A cell as read in a transaction: its parts as stored and the cell they make. */
export interface StoredCell {
  readonly name: string;
  readonly docs: readonly DocumentSnapshot[];
  readonly cell: Cell;
}

/** Reads every part of `cell` ("c00" and "c00-…": the ids between "c00" and "c00-\uf8ff"). */
export async function readStoredCell(db: Firestore, tx: Transaction, name: string): Promise<StoredCell> {
  const query = db
    .collection(MAP_CELLS)
    .where(FieldPath.documentId(), '>=', db.collection(MAP_CELLS).doc(name))
    .where(FieldPath.documentId(), '<=', db.collection(MAP_CELLS).doc(`${name}-\uf8ff`));
  const snapshot = await tx.get(query);
  return { name, docs: snapshot.docs, cell: joinParts(snapshot.docs.map((doc) => doc.data())) };
}

/**
 * Writes `next` over `stored` in the transaction: each part whose fields
 * changed, and deletes the parts it no longer needs (an empty cell has none,
 * as a rebuild leaves it). Resolves false when nothing changed.
 */
export function writeStoredCell(db: Firestore, tx: Transaction, stored: StoredCell, next: Cell): boolean {
  const empty = next.entries.length === 0 && next.skipped.length === 0;
  const parts = empty ? [] : cellParts(next).map(cellFields);
  const byName = new Map(stored.docs.map((doc) => [doc.id, doc]));
  let changed = false;
  parts.forEach((fields, n) => {
    const name = partName(stored.name, n);
    const doc = byName.get(name);
    byName.delete(name);
    if (doc && doc.get('entries') === fields.entries && doc.get('skipped') === fields.skipped) return;
    tx.set(db.collection(MAP_CELLS).doc(name), { ...fields, updatedAt: FieldValue.serverTimestamp() });
    changed = true;
  });
  for (const doc of byName.values()) {
    tx.delete(doc.ref);
    changed = true;
  }
  return changed;
}
