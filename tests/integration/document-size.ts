// Firestore's storage size of a document, by its documented rules
// (https://firebase.google.com/docs/firestore/storage-size): the largest-report
// test measures what the rules let through with this.
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

function valueBytes(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return utf8(value) + 1;
  if (value instanceof firebase.firestore.Timestamp) return 8;
  if (value instanceof firebase.firestore.GeoPoint) return 16;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + valueBytes(item), 0);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).reduce((sum, [key, item]) => sum + utf8(key) + 1 + valueBytes(item), 0);
  }
  throw new Error(`no size rule for ${typeof value}`);
}

/** Bytes of the document at `path` (e.g. "problems/p-1") holding `data`. */
export function firestoreDocumentBytes(path: string, data: Record<string, unknown>): number {
  const name = path.split('/').reduce((sum, segment) => sum + utf8(segment) + 1, 16);
  return name + valueBytes(data) + 32;
}
