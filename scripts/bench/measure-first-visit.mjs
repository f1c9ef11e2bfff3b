// A first visit on a mid-range phone's line (issue 38, point 1): Chromium's own network
// emulation at Lighthouse's mobile profile (1.6 Mbps down, 750 Kbps up, 150 ms round trip),
// an empty browser, `/`. When the first markers or cluster counts are drawn, and how much data
// came before them: the answers under /data/ (index file, summary, map tiles) that had ended by
// then, from the page's own resource timing (their transfer sizes, headers included). Then My
// Location in Johannesburg, once the page has settled (the index file may still be on its way):
// how long until the city's markers are drawn.
//
// The baseline, in the same run: the same visit with the design before issue 38 switched back on
// (src/data/whole-file-first.ts: the whole index file first, whatever its size).
import { MapPage } from './measure-map.mjs';

/** Lighthouse's mobile throttling (its "slow 4G"), in bytes per second and milliseconds. */
export const MOBILE_LINE = { downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, latency: 150 };
const CITY = { latitude: -26.2041, longitude: 28.0473 };
const TIMEOUT_MS = 180_000;

/** The /data/ answers that had ended by `at` (ms since navigation): their bytes and paths. */
function dataBefore(page, at) {
  return page.evaluate((until) => {
    const entries = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/data/') && e.responseEnd > 0 && e.responseEnd <= until);
    return { bytes: entries.reduce((sum, e) => sum + e.transferSize, 0), requests: entries.length, file: entries.some((e) => new URL(e.name).pathname === '/data/map-index') };
  }, at);
}

/** The index file's request and last byte, once it has come (or null within the wait). */
async function indexFile(page) {
  const handle = await page
    .waitForFunction(
      () => {
        const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/data/map-index' && e.responseEnd > 0);
        return entry ? { requestedAt: entry.requestStart || entry.startTime, receivedAt: entry.responseEnd, bytes: entry.transferSize } : false;
      },
      null,
      { timeout: TIMEOUT_MS, polling: 250 },
    )
    .catch(() => null);
  return handle ? handle.jsonValue() : null;
}

/** One throttled first visit to `/`, then My Location in Johannesburg; logs a line. */
async function throttledVisit({ browser, siteUrl, firestorePort, log, wholeFileFirst }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, geolocation: CITY });
  try {
    const map = await MapPage.open(context, { siteUrl, firestorePort, log });
    if (wholeFileFirst) await map.page.addInitScript(() => localStorage.setItem('mzansi-fix.map-opening', 'whole'));
    const cdp = await context.newCDPSession(map.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE_LINE });
    const visit = await map.coldVisit('/', TIMEOUT_MS);
    if (!visit.first) return { failure: visit.failure };
    const before = await dataBefore(map.page, visit.first.at);
    // coldVisit waited for the page to settle: the visitor zooms in while the file may still be coming.
    // Allowed only now: with the permission granted from the start, the map would open there.
    await context.grantPermissions(['geolocation']);
    const drawn = await map.page.evaluate(() => window.__bench.events.length);
    const clickedAt = await map.page.evaluate(() => {
      // Its text starts with an icon ("◎ My Location").
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().endsWith('My Location'));
      button?.click();
      return button ? performance.now() : null;
    });
    // The city's markers: the first redraw after the map has moved there (a zoom of 12 or more) that drew markers.
    const city = await map.page
      .waitForFunction(
        (after) => {
          const zoom = Number(document.querySelector('[data-zoom]')?.getAttribute('data-zoom'));
          return zoom >= 12 ? (window.__bench.events.slice(after).find((e) => e.markers > 0) ?? false) : false;
        },
        drawn,
        { timeout: 20_000, polling: 100 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    const file = await indexFile(map.page);
    const result = {
      markersAt: visit.first.at,
      dataBeforeBytes: before.bytes,
      dataBeforeRequests: before.requests,
      fileBeforeMarkers: before.file,
      file,
      cityMs: city && clickedAt !== null ? city.at - clickedAt : null,
    };
    log(
      `  throttled first visit (1.6 Mbps, 150 ms${wholeFileFirst ? ', whole file first' : ''}): markers at ${Math.round(result.markersAt)} ms after ${(result.dataBeforeBytes / 1024).toFixed(1)} KB of data ` +
        `in ${result.dataBeforeRequests} answers${result.fileBeforeMarkers ? ' (the whole file among them)' : ''}; ` +
        `the whole file alone took ${file ? `${Math.round(file.receivedAt - file.requestedAt)} ms for ${(file.bytes / 1024).toFixed(0)} KB` : 'more than the wait'}; ` +
        `My Location to Johannesburg's markers ${clickedAt === null ? 'not measured (no My Location button)' : result.cityMs === null ? 'not drawn within 20 s' : `${Math.round(result.cityMs)} ms`}`,
    );
    return result;
  } finally {
    await context.close();
  }
}

/** The throttled first visit as built, then with the whole file first (the baseline). */
export async function measureThrottledFirstVisit(options) {
  return { ours: await throttledVisit(options), wholeFile: await throttledVisit({ ...options, wholeFileFirst: true }) };
}
