// The two other baselines beside the naive one:
// - leaflet.markercluster (bench/markercluster.html) on the same rows as the
//   naive page: navigation to markers drawn, a type filter toggled, its heap;
// - today's full listener (bench/full-listener, one onSnapshot over every
//   report) against the bench's Firestore emulator, through the counting
//   proxy: time to every document, what travelled, documents delivered, heap.
import { heapAfterGc } from './heap.mjs';
import { withTimeout } from './measure-naive.mjs';

const CLUSTER_TIMEOUT_MS = 300_000;
// A complete answer at 9,000 comes in 6-8 s here. Some listens never get one: the emulator stops
// streaming part-way (firebase-tools#5197 is the same limit a little higher up), and one such
// listen once held the bench for its whole 300 s. A stalled listen is given up after a minute and
// tried again in a fresh context; the figures are those of the first complete one.
const LISTENER_TIMEOUT_MS = 60_000;
const LISTENER_ATTEMPTS = 3;

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

/**
 * The full listener in a page of its own context (empty cache), counted by `proxy`; up to
 * LISTENER_ATTEMPTS listens. Resolves with the complete one's figures and `stalled`, the number of
 * listens given up before it; rejects when none completes.
 */
export async function measureFullListener({ browser, url, firestorePort, proxy, log }) {
  for (let stalled = 0; ; stalled += 1) {
    try {
      return { ...(await listenOnce({ browser, url, firestorePort, proxy, log })), stalled };
    } catch (error) {
      const documents = proxy.counts().firestore.documents.toLocaleString('en');
      log(`  full listener, listen ${stalled + 1} of ${LISTENER_ATTEMPTS}: ${error instanceof Error ? error.message : error} (${documents} documents had come)`);
      if (stalled + 1 >= LISTENER_ATTEMPTS) throw error;
    }
  }
}

async function listenOnce({ browser, url, firestorePort, proxy, log }) {
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
