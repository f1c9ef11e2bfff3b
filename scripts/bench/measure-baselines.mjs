// The two other baselines beside the naive one:
// - leaflet.markercluster (bench/markercluster.html) on the same rows as the
//   naive page: navigation to markers drawn, a type filter toggled, its heap;
// - today's full listener (bench/full-listener, one onSnapshot over every
//   report) against the bench's Firestore emulator, through the counting
//   proxy: time to every document, what travelled, documents delivered, heap.
import { heapAfterGc } from './heap.mjs';
import { withTimeout } from './measure-naive.mjs';

const CLUSTER_TIMEOUT_MS = 300_000;
const LISTENER_TIMEOUT_MS = 300_000;

/** The markercluster page: drawn, then `toggles` filter changes (one type off, on again, …). */
export async function measureMarkerCluster({ context, url, toggles, log }) {
  const page = await context.newPage();
  try {
    await page.goto(`${url}markercluster`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.cluster !== undefined, null, { timeout: CLUSTER_TIMEOUT_MS });
    const draw = await withTimeout(page.evaluate(() => window.cluster.done), CLUSTER_TIMEOUT_MS, 'leaflet.markercluster did not draw');
    log(`  markercluster: ${draw.count.toLocaleString('en')} markers drawn at ${Math.round(draw.navigationToMarkersMs)} ms`);
    const heap = await heapAfterGc(page);
    const filter = [];
    for (let i = 0; i < toggles; i += 1) filter.push(await page.evaluate(() => window.cluster.toggleType('Pothole')));
    return { draw, heap, filter };
  } finally {
    await page.close();
  }
}

/** The full listener in a page of its own context (empty cache), counted by `proxy`. */
export async function measureFullListener({ browser, url, firestorePort, proxy, log }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    proxy.reset();
    await page.goto(`${url}full-listener/?port=${firestorePort}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.fullListener !== undefined, null, { timeout: LISTENER_TIMEOUT_MS });
    const done = await withTimeout(page.evaluate(() => window.fullListener.done), LISTENER_TIMEOUT_MS, 'the full listener did not get every report');
    const counts = proxy.counts();
    const heap = await heapAfterGc(page);
    log(`  full listener: ${done.documents.toLocaleString('en')} reports at ${Math.round(done.allAt)} ms, ${counts.firestore.documents.toLocaleString('en')} documents delivered`);
    return { ...done, counts, heap };
  } finally {
    await context.close();
  }
}
