// What a first visit to /map costs in each mode (issue 16, point 3): once as
// usual and once with the browser asking to save data (Chromium's data saver,
// set through DevTools: `navigator.connection.saveData` is true and requests
// carry `Save-Data: on`, so the site turns low-data mode on by itself).
// Counted by the counting proxy, service worker and workers included, until
// nothing has passed through it for a few seconds (the service worker's
// precache comes after the markers). Tiles cannot load here (no internet: the
// proxy refuses HTTPS), so their requests are counted instead of their bytes.
// Then the visitor taps My location in Johannesburg (issue 38: a visit that opens
// the country view and one city costs at most 300 KB of data in low-data mode),
// and the data counted by then is the country-plus-one-city figure.
import { MapPage } from './measure-map.mjs';

const QUIET_MS = 3000;
const MAX_WAIT_MS = 60_000;

/** Where the visitor is when they tap My location: Johannesburg's centre. */
const CITY = { latitude: -26.2041, longitude: 28.0473 };

const dataBytes = (counts) => counts.mapIndex.bytes + counts.mapTiles.bytes + counts.firestore.bytes;
const total = (counts) => dataBytes(counts) + counts.other.bytes;

/** Waits until the proxy has counted nothing new for QUIET_MS. */
async function untilQuiet(page, proxy) {
  const started = Date.now();
  let last = total(proxy.counts());
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
    await page.waitForTimeout(250);
    const now = total(proxy.counts());
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    }
  }
}

/** One cold visit to /map in a new context of the proxied browser; `saveData` turns the browser's hint on. */
async function mapVisit({ browser, siteUrl, firestorePort, proxy, saveData, log }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, geolocation: CITY });
  try {
    const map = await MapPage.open(context, { siteUrl, firestorePort, log });
    if (saveData) {
      const cdp = await context.newCDPSession(map.page);
      await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    }
    proxy.reset();
    const visit = await map.coldVisit('/map');
    await untilQuiet(map.page, proxy);
    const counts = proxy.counts();
    const serviceWorker = await map.page.evaluate(async () => Boolean(await navigator.serviceWorker?.getRegistration('/')));
    // Allowed only now: with the permission granted from the start, the map would open there.
    await context.grantPermissions(['geolocation']);
    await map.page.getByRole('button', { name: 'My Location' }).click();
    await untilQuiet(map.page, proxy);
    const city = proxy.counts();
    return {
      markers: visit.first !== null,
      bytes: total(counts),
      dataBytes: dataBytes(counts),
      mapIndexBytes: counts.mapIndex.bytes,
      cityDataBytes: dataBytes(city),
      cityMapIndexBytes: city.mapIndex.bytes,
      cityMapTilesBytes: city.mapTiles.bytes,
      siteBytes: counts.other.bytes,
      siteRequests: counts.other.requests,
      tileRequests: counts.https.requests,
      tileHosts: counts.https.hosts,
      serviceWorker,
    };
  } finally {
    await context.close();
  }
}

/** The /map visit as usual and in low-data mode; logs a line for each. */
export async function measureLowDataVisits({ browser, siteUrl, firestorePort, proxy, log }) {
  const result = {};
  for (const [key, saveData] of [['normal', false], ['lowData', true]]) {
    const visit = await mapVisit({ browser, siteUrl, firestorePort, proxy, saveData, log });
    result[key] = visit;
    log(
      `  /map ${saveData ? 'low-data (Save-Data)' : 'as usual           '}: ${(visit.bytes / 1024).toFixed(1)} KB in all ` +
        `(data ${(visit.dataBytes / 1024).toFixed(1)} KB, site files ${(visit.siteBytes / 1024).toFixed(1)} KB in ${visit.siteRequests} requests), ` +
        `${visit.tileRequests} tile requests (refused here), service worker ${visit.serviceWorker ? 'installed' : 'not installed'}; ` +
        `with My location in Johannesburg data ${(visit.cityDataBytes / 1024).toFixed(1)} KB (index file ${(visit.cityMapIndexBytes / 1024).toFixed(1)} KB, ` +
        `summary and map tiles ${(visit.cityMapTilesBytes / 1024).toFixed(1)} KB)` +
        (visit.markers ? '' : ', NO MARKERS'),
    );
  }
  return result;
}
