// Visits that cost something, measured through the counting proxy (a browser
// started with its flags): a cold first visit to `/` in an empty browser, and
// the same browser coming back a day later after reports changed.
import { ageSnapshot } from './prime-snapshot.mjs';
import { changeReports, waitForMapChanges } from './change-reports.mjs';
import { MapPage } from './measure-map.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
// A same-origin page that runs none of the site's code: the saved copy is edited from there
// while no tab of the site can overwrite it.
const QUIET_PATH = '/version.json';

/** What the proxy counted, as the figures of the table. */
export function visitCost(counts, reports) {
  const data = counts.mapIndex.bytes + counts.mapTiles.bytes + counts.firestore.bytes;
  return {
    dataBytes: data,
    bytesPerReport: reports > 0 ? data / reports : null,
    mapIndexBytes: counts.mapIndex.bytes,
    mapTilesBytes: counts.mapTiles.bytes,
    firestoreBytes: counts.firestore.bytes,
    documents: counts.firestore.documents,
    otherBytes: counts.other.bytes,
  };
}

/** When the page asked for the index file, got its first byte and its last (ms since navigation); null if it did not. */
function indexFileTiming(page) {
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/data/map-index');
    return entry ? { requestedAt: entry.startTime, firstByteAt: entry.responseStart, receivedAt: entry.responseEnd } : null;
  });
}

/**
 * A first visit to `/` in a new context of the proxied browser. Resolves with
 * the markers' time, what travelled, the heap, and the MapPage (still open,
 * for the returning visit or filter changes).
 */
export async function coldVisitCounted({ browser, siteUrl, firestorePort, proxy, reports, log }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const map = await MapPage.open(context, { siteUrl, firestorePort, log });
  proxy.reset();
  const visit = await map.coldVisit('/');
  // Counted once the page settled: the live listener's answers are in.
  const cost = visitCost(proxy.counts(), reports);
  const file = await indexFileTiming(map.page);
  const heap = await map.heap();
  if (visit.first) log(`  cold visit: markers at ${Math.round(visit.first.at)} ms, ${cost.documents} documents, ${(cost.dataBytes / 1024).toFixed(1)} KB of data`);
  else log(`  cold visit failed: ${visit.failure}`);
  return { visit, cost, file, heap, map, context };
}

/**
 * The visitor of `map` comes back a day later: the copy the site saved is made
 * a day old, `count` reports change (the trigger writes them into the index),
 * and `/` is visited again. Resolves with the markers' time and the cost.
 */
export async function returningVisit({ map, siteUrl, firestoreHost, proxy, seed, count, log }) {
  await map.page.goto(`${siteUrl}${QUIET_PATH}`);
  const saved = await ageSnapshot(map.page, DAY_MS);
  if (saved === 0) throw new Error('the cold visit saved no copy of the map index');
  await changeReports({ firestoreHost, seed, count });
  const triggerMs = await waitForMapChanges(firestoreHost, count);
  log(`  ${count} reports changed; the trigger indexed them in ${(triggerMs / 1000).toFixed(1)} s (copy of ${saved.toLocaleString('en')} entries made a day old)`);
  proxy.reset();
  const visit = await map.coldVisit('/');
  // The changes come after the markers (the SDK loads after the first paint): wait for them to arrive.
  const started = Date.now();
  while (proxy.counts().firestore.documents < count && Date.now() - started < 60_000) await map.page.waitForTimeout(250);
  await map.settle();
  const cost = visitCost(proxy.counts(), count);
  log(`  returning visit: markers at ${Math.round(visit.first?.at ?? NaN)} ms, ${cost.documents} documents, ${(cost.dataBytes / 1024).toFixed(1)} KB of data`);
  return { visit, cost, triggerMs, saved };
}
