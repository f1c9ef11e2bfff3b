// The offline-first figures of `npm run bench` (issue #5, point 8), in their own
// browser context with the service worker allowed:
// - the JavaScript the first visit to /map loads: each chunk with its gzip size
//   and when it was asked for, against the first paint (the Firebase SDK must
//   come after it);
// - with the service worker in control, the snapshot store filled and the
//   network off, the time from navigation to the first problem painted on /map
//   (the first marker redraw), for the main size's snapshot and for one the
//   size of the demo data; the first visit after each prime is timed apart
//   (offlinePaints says why).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { primeSnapshot } from './prime-snapshot.mjs';

/**
 * Runs in the page before its scripts: when the first problem appears on /map or /home, to the
 * frame. On /map that is the first frame after markers were drawn without the loading cover over them.
 */
function installPaintProbe() {
  const probe = (window.__offline = { map: null, home: null });
  const afterFrame = (key) =>
    requestAnimationFrame(() => {
      if (key === 'map' && document.querySelector('.map-cover')) return afterFrame(key);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe[key] ??= performance.now();
      };
      channel.port2.postMessage(null);
    });
  addEventListener('mzansi:map-redraw', (event) => {
    if (event.detail.markers > 0 && probe.map === null) afterFrame('map');
  });
  new MutationObserver(() => {
    if (probe.home === null && document.querySelector('.recent-problems li')) afterFrame('home');
  }).observe(document, { subtree: true, childList: true });
}

/** Chunks of one cold visit: name, bytes, gzip bytes, when asked for (ms since navigation), and the first paint. */
async function firstVisitScripts(context, siteUrl, distDir) {
  const page = await context.newPage();
  await page.goto(`${siteUrl}/map`, { waitUntil: 'load' });
  // The Firebase SDK is asked for after the first paint and an idle moment, the map's own code once the
  // sign-in state is known (a first visit has none remembered); wait for both, then for quiet.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /firebase-data/u.test(r.name)), null, { timeout: 30_000 });
  await page.locator('[data-testid="map"]').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const { entries, firstPaint } = await page.evaluate(() => ({
    entries: performance
      .getEntriesByType('resource')
      .concat(performance.getEntriesByType('navigation'))
      .filter((r) => /\.js(\?|$)/u.test(r.name))
      .map((r) => ({ url: r.name, startTime: r.startTime })),
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  await page.close();
  const chunks = entries.map(({ url, startTime }) => {
    const file = path.join(distDir, new URL(url).pathname);
    const bytes = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
    return { name: path.basename(file), bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, requestedAt: startTime };
  });
  return { chunks: chunks.sort((a, b) => a.requestedAt - b.requestedAt), firstPaint };
}

/** One navigation to `route` with the network off, timed from navigation start to the first problem painted. */
async function offlinePaint(page, siteUrl, route) {
  await page.goto(`${siteUrl}/${route}`, { waitUntil: 'commit' });
  return page.waitForFunction((key) => window.__offline[key], route, { timeout: 30_000, polling: 50 }).then((handle) => handle.jsonValue());
}

/**
 * Navigations with the network off, each timed from navigation start to the first problem painted.
 * The first visit after a prime is timed apart (`settling`), not among the `runs`: it reads the copy
 * in the format the prime writes (the JSON of a site before columns) and saves it again in columns,
 * and it has no clusters saved for the view yet. A visitor's own copy is saved in columns, and the
 * map they drew online saved its clusters, so their offline visits are the ones that follow.
 */
async function offlinePaints(page, siteUrl, runs, log, label) {
  const times = { map: [], home: [], settling: {} };
  // /map only: /home's ten newest whole reports are saved by an online visit to /home, which this context never makes.
  for (const route of ['map']) {
    times.settling[route] = await offlinePaint(page, siteUrl, route);
    for (let i = 0; i < runs; i += 1) times[route].push(await offlinePaint(page, siteUrl, route));
    log(
      `  offline /${route} (${label}): ${times[route].map((t) => Math.round(t)).join(', ')} ms` +
        ` (the visit after the prime, not counted: ${Math.round(times.settling[route])} ms)`,
    );
  }
  return times;
}

export async function measureOffline({ browser, siteUrl, distDir, firestorePort, demoSize, runs, log }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
  // The data comes from the snapshot store only, filled by the bench with as many reports as each figure needs:
  // while online, Firestore is refused, so no live answer can save a copy over the one primed.
  let refusing = false;
  const refuseFirestore = async () => {
    if (!refusing) await context.route((url) => url.port === String(firestorePort), (route) => route.abort());
    refusing = true;
  };
  await refuseFirestore();
  try {
    log('First visit: the JavaScript it loads…');
    const firstVisit = await firstVisitScripts(context, siteUrl, distDir);

    const page = await context.newPage();
    await page.addInitScript(installPaintProbe);
    await page.goto(`${siteUrl}/home`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const results = {};
    for (const [label, limit] of [['demo size', demoSize], ['all', undefined]]) {
      await context.setOffline(false);
      await refuseFirestore();
      // From a same-origin file, not the site: a running site could save its own copy over the one written here.
      await page.goto(`${siteUrl}/version.json`);
      const count = await primeSnapshot(page, limit);
      await context.setOffline(true);
      // Offline, nothing reaches Firestore anyway, and a route left in place holds every request of the
      // timed visits (the service worker's answers included) for a round trip to this script: 80-120 ms
      // more per visit at 450 reports, measured with and without, that no phone pays.
      await context.unrouteAll();
      refusing = false;
      results[label] = { count, ...(await offlinePaints(page, siteUrl, runs, log, `${count.toLocaleString('en')} problems`)) };
    }
    await context.setOffline(false);
    return { firstVisit, paints: results };
  } finally {
    await context.close();
  }
}
