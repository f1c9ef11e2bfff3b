// One rebuild of the map index, in a process of its own so its heap is its own:
// prints {peakHeapMb, peakRssMb, seconds, reports} as JSON. Run by
// scripts/map-index-heap.mjs with FIRESTORE_EMULATOR_HOST set and --expose-gc.
// `paged`: the rebuild as the functions run it (map fields, in pages);
// `whole`: what the rebuild before issue 36 held (every whole report at once).
import { createRequire } from 'node:module';
import { loadBuiltFunctions } from '../lib/built-functions.mjs';

const mode = process.argv[2];
const projectId = 'demo-mzansi-fix';
let peakHeap = 0;
let peakRss = 0;
const sample = () => {
  const { heapUsed, rss } = process.memoryUsage();
  peakHeap = Math.max(peakHeap, heapUsed);
  peakRss = Math.max(peakRss, rss);
};
globalThis.gc?.();
const timer = setInterval(sample, 20);
const started = Date.now();
let reports = 0;
if (mode === 'paged') {
  const { rebuildProjectMapIndex } = await loadBuiltFunctions('map-index-admin');
  reports = (await rebuildProjectMapIndex(projectId)).reports;
} else {
  const require = createRequire(new URL('../../functions/package.json', import.meta.url));
  const { initializeApp } = require('firebase-admin/app');
  const { getFirestore, FieldPath } = require('firebase-admin/firestore');
  const db = getFirestore(initializeApp({ projectId }));
  const documents = [];
  let after = null;
  for (;;) {
    let page = db.collection('problems').orderBy(FieldPath.documentId()).limit(5000);
    if (after !== null) page = page.startAfter(after);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) documents.push({ id: doc.id, data: doc.data() });
    sample();
    if (snapshot.size < 5000) break;
    after = snapshot.docs[snapshot.size - 1].id;
  }
  reports = documents.length;
}
sample();
clearInterval(timer);
const mb = (bytes) => Math.round(bytes / 1024 / 1024);
console.log(JSON.stringify({ mode, reports, peakHeapMb: mb(peakHeap), peakRssMb: mb(peakRss), seconds: Number(((Date.now() - started) / 1000).toFixed(1)) }));
process.exit(0);
