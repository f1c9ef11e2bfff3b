// Low-data mode (issue 16, point 3): with Save-Data the map draws the bundled
// outline and no tiles, and a report's photos are placeholders with their size
// until tapped; the menu's switch turns the mode on and off, remembers it (the
// choice winning over the browser's hint) and says how much data the visit used.
// Tiles come from the internet, which this machine cannot reach: their requests
// are answered with an error at once and counted, never waited for.
import { expect, test, type Page, type Request } from '@playwright/test';
import type { Problem } from '../../src/domain/model';
import { DEFAULT_FILTERS, filterProblems, WHOLE_COUNTRY } from '../../src/domain/problem-filter';
import { countProblems } from '../../src/domain/problem-stats';
import { distanceKm } from '../../src/domain/distance';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { expectedTrend, expectTrendTable } from './home-trend';

test.use({ viewport: { width: 1280, height: 900 } });

/** The default tile servers of the build under test (tile-sources.ts). */
const TILE_URL = /^https:\/\/(?:tile\.openstreetmap\.org|server\.arcgisonline\.com|tile\.opentopomap\.org)\//u;

const withPhotos: Problem = (() => {
  const found = listedProblems.find((p) => p.photos.length >= 2 && p.coordinates !== null && p.photos.every((photo) => photo.url.startsWith('/demo/photos/')));
  if (!found) throw new Error('the demo seed has no listed report with two demo photos');
  return found;
})();

/** Every request the page makes, from now on; tile requests fail at once. */
async function record(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  await page.route(TILE_URL, (route) => route.abort());
  return seen;
}
const tileRequests = (seen: readonly Request[]) => seen.filter((request) => TILE_URL.test(request.url()));
/** Photo bytes: a GET of a demo photo (a HEAD, asking only the size, downloads none). */
const photoDownloads = (seen: readonly Request[]) =>
  seen.filter((request) => request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/demo/photos/')).map((request) => new URL(request.url()).pathname);

/** The browser asks to save data, as Chromium's data saver does (navigator.connection.saveData, Save-Data header). */
async function browserSavesData(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

async function mapDrawn(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: t('map.loading') })).toBeHidden();
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeAttached();
}
/** Leaflet is up: it draws the outline first and adds its tile layers in the same moment, before any marker. */
async function mapMade(page: Page): Promise<void> {
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeAttached();
}
const tileLayers = (page: Page) => page.locator('.leaflet-tile-pane > .leaflet-layer');

async function openMenu(page: Page) {
  await page.getByRole('button', { name: new RegExp(t('nav.menu'), 'u') }).click();
  return page.getByRole('navigation', { name: t('nav.menu') });
}
const lowDataSwitch = (page: Page) => page.getByRole('switch', { name: t('lowData.menu.label') });

test('with Save-Data, /map and a report\'s photos fetch no tile and no photo until a photo is tapped', async ({ page }) => {
  await browserSavesData(page);
  const seen = await record(page);
  await page.goto(`/map?problem=${encodeURIComponent(withPhotos.id)}`);
  const dialog = page.getByRole('dialog', { name: withPhotos.type });
  await expect(dialog).toBeVisible();
  await mapDrawn(page);
  // The bundled outline of South Africa, and no tile layer at all.
  await expect(page.locator('.leaflet-overlay-pane path')).not.toHaveCount(0);
  await expect(tileLayers(page)).toHaveCount(0);

  await dialog.getByRole('tab', { name: t('detail.photos', { n: withPhotos.photos.length }) }).click();
  const count = withPhotos.photos.length;
  await expect(dialog.getByText(t('lowData.photos.note'))).toBeVisible();
  const first = dialog.getByRole('button', { name: new RegExp(`^${t('lowData.photos.show', { i: 1, n: count })}`, 'u') });
  await expect(dialog.getByRole('button', { name: new RegExp(`^${t('lowData.photos.show', { i: count, n: count })}`, 'u') })).toBeVisible();
  // Each placeholder says what the photo costs (the site serves demo photos with a Content-Length).
  await expect(first).toContainText(/\d KB$/u);
  await expect(dialog.locator('.photo-grid img')).toHaveCount(0);
  expect(tileRequests(seen)).toEqual([]);
  expect(photoDownloads(seen)).toEqual([]);
  // The shared report was read by its id: the map, drawing from its tiles, fetched no index file.
  expect(seen.map((request) => new URL(request.url()).pathname)).not.toContain('/data/map-index');

  await first.click();
  const photo = dialog.getByRole('img', { name: t('detail.photoPosition', { i: 1, n: count }) });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(photoDownloads(seen)).toEqual([withPhotos.photos[0]!.url]);
  expect(tileRequests(seen)).toEqual([]);

  // The menu says the mode came on by itself.
  await dialog.getByRole('button', { name: t('detail.close') }).click();
  const menu = await openMenu(page);
  await expect(lowDataSwitch(page)).toBeChecked();
  await expect(menu.getByText(t('lowData.menu.reason.browser'))).toBeVisible();
});

test('in low-data mode /home and the map fetch no index file: home counts from the summary, the map draws from tiles, glance fetches the file', async ({ page }) => {
  await browserSavesData(page);
  const seen = await record(page);
  const indexFiles = () => seen.filter((request) => new URL(request.url()).pathname === '/data/map-index');
  const summaries = () => seen.filter((request) => new URL(request.url()).pathname === '/data/map-tiles/summary');
  await page.goto('/home');
  const counts = countProblems(listedProblems);
  await expect(page.locator(`.stat-card:has(dt:text-is("${t('home.totalReports')}")) dd`)).toHaveText(counts.total.toLocaleString('en-ZA'));
  await expect(page.locator(`.stat-card:has(dt:text-is("${t('home.resolved')}")) dd`)).toHaveText(counts.resolved.toLocaleString('en-ZA'));
  await expectTrendTable(page, await expectedTrend(page));
  // The newest reports have come from Firestore too: the page has asked for all it will.
  await expect(page.getByRole('region', { name: t('home.recentProblems') }).getByRole('listitem').first()).toBeVisible();
  expect(summaries()).toHaveLength(1);
  expect(indexFiles()).toEqual([]);

  // The map draws from the tiles of its view (below): still no index file.
  await page.getByRole('link', { name: t('home.viewProblemsMap') }).click();
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  expect(indexFiles()).toEqual([]);
  // Glance lists the nearest reports of the whole country: it fetches the file.
  await page.goto('/glance');
  await expect.poll(() => indexFiles().length).toBe(1);
});

const shownNow = () => filterProblems(listedProblems, DEFAULT_FILTERS, null, Date.now(), WHOLE_COUNTRY).visible;
/** A placed report the default filters show with no other within 10 km: at My Location's zoom the map's view holds it alone. */
const lone = (() => {
  const shown = shownNow().filter((problem) => problem.coordinates !== null);
  const found = shown.find((problem) => shown.every((other) => other === problem || distanceKm(problem.coordinates!, other.coordinates!) > 10));
  if (!found) throw new Error('the demo seed has no report alone within 10 km');
  return found;
})();

/** How many reports the clusters and markers drawn stand for (a cluster's name starts with its count). */
async function reportsDrawn(page: Page): Promise<number> {
  const clusterNames = await page.locator('.map-cluster').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  const inClusters = clusterNames.reduce((sum, name) => sum + Number(name.split(':')[0]!.replace(/\D/gu, '')), 0);
  return inClusters + (await page.locator('.map-marker').count());
}

test('in low-data mode with nothing saved the map draws from the tiles of its view: no index file, every report counted, My Location opens to a report', async ({ page }) => {
  await browserSavesData(page);
  const seen = await record(page);
  const paths = () => seen.map((request) => new URL(request.url()).pathname);
  await page.goto('/map');
  await mapDrawn(page);
  // The country: clusters whose counts are exact, adding up to every placed report the default filters show.
  const placed = shownNow().filter((problem) => problem.coordinates !== null).length;
  await expect.poll(() => reportsDrawn(page)).toBe(placed);
  expect(paths()).not.toContain('/data/map-index');
  expect(paths().filter((path) => path.startsWith('/data/map-tiles/')).length).toBeGreaterThan(1);
  // Its clusters are made on the page: the clustering worker is never fetched.
  expect(paths().filter((path) => /\/cluster\.worker[^/]*\.js$/u.test(path))).toEqual([]);

  // My Location in a town with one report the filters show: the map goes there and draws it as a marker, which opens it.
  const here = lone.coordinates!;
  await page.context().setGeolocation(here);
  await page.context().grantPermissions(['geolocation']);
  await page.getByRole('button', { name: t('map.filters.myLocation') }).click();
  const marker = page.locator('.map-marker').first();
  await expect(marker).toBeVisible();
  await marker.click();
  const dialog = page.getByRole('dialog', { name: lone.type });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('detail.close') }).click();

  // The list holds the reports of the view the map drew (that one) and those with no position, which no view shows.
  await page.getByRole('button', { name: t('map.view.list') }).click();
  await expect(page.getByRole('heading', { name: t('map.listTitle') })).toBeVisible();
  await expect(page.getByRole('radio', { name: t('map.list.wholeCountry') })).toHaveCount(0);
  const unplaced = shownNow().filter((problem) => problem.coordinates === null).length;
  await expect(page.locator('.report-list-count')).toContainText(t('map.list.count', { n: 1 + unplaced }));
  await expect(page.locator('.report-list')).toContainText(lone.type);
  expect(paths()).not.toContain('/data/map-index');

  // Low-data mode off: the whole index follows, and once it has come the map's list is every report again.
  await openMenu(page);
  await lowDataSwitch(page).uncheck();
  await expect.poll(() => paths().filter((path) => path === '/data/map-index')).toHaveLength(1);
  await expect(page.getByRole('radio', { name: t('map.list.wholeCountry') })).toBeVisible();
});

test('as usual, a first visit with the demo data fetches the whole index file, its size told by the summary, and no map tile', async ({ page }) => {
  const seen = await record(page);
  const paths = () => seen.map((request) => new URL(request.url()).pathname).filter((path) => path.startsWith('/data/map-'));
  await page.goto('/map');
  await mapDrawn(page);
  const placed = shownNow().filter((problem) => problem.coordinates !== null).length;
  await expect.poll(() => reportsDrawn(page)).toBe(placed);
  // A few hundred reports are a few KB of file, well inside a first visit's 150 KB (domain/map-tiles/first-visit.ts).
  expect(paths()).toEqual(['/data/map-tiles/summary', '/data/map-index']);
});

test('the map page opens the connection to the road tiles as it starts, and only when it draws tiles', async ({ page }) => {
  const preconnects = () => page.locator('head link[rel="preconnect"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await preconnects()).toEqual([]);
  await page.goto('/');
  await mapDrawn(page);
  expect(await preconnects()).toEqual(['https://tile.openstreetmap.org']);
  expect(await page.locator('head link[rel="preconnect"]').getAttribute('crossorigin')).toBe('anonymous');

  await browserSavesData(page);
  await page.goto('/map');
  await mapDrawn(page);
  expect(await preconnects()).toEqual([]);
});

test('the menu switch turns low-data mode on and off, remembers it, and its choice wins over Save-Data', async ({ page }) => {
  const seen = await record(page);
  await page.goto('/map');
  await mapMade(page);
  await expect(tileLayers(page)).toHaveCount(1);

  let menu = await openMenu(page);
  await expect(lowDataSwitch(page)).not.toBeChecked();
  await expect(menu.getByText(t('lowData.menu.reason.default'))).toBeVisible();
  const usage = menu.getByTestId('visit-data-usage');
  await expect(usage).toHaveText(/^Data used on this visit: at least \d[\d,.]* (?:KB|MB)$/u);
  const before = Number(await usage.getAttribute('data-bytes'));
  expect(before).toBeGreaterThan(0);
  await lowDataSwitch(page).check();
  await expect(menu.getByText(t('lowData.menu.reason.choice'))).toBeVisible();
  await expect(tileLayers(page)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: t('map.filters.mapType') })).toBeDisabled();
  await expect(page.getByText(t('lowData.map.tilesOff'))).toBeVisible();

  // Remembered: a new visit starts in low-data mode and asks for no tile.
  seen.length = 0;
  await page.reload();
  await mapMade(page);
  await expect(tileLayers(page)).toHaveCount(0);
  expect(tileRequests(seen)).toEqual([]);
  menu = await openMenu(page);
  await expect(lowDataSwitch(page)).toBeChecked();
  // The menu measures again each time it opens: this visit started afresh.
  await expect(menu.getByTestId('visit-data-usage')).toHaveText(/at least/u);

  // Off again, with the browser now asking to save data: the user's choice wins.
  await lowDataSwitch(page).uncheck();
  await expect(tileLayers(page)).toHaveCount(1);
  await browserSavesData(page);
  await page.reload();
  await mapMade(page);
  await expect(tileLayers(page)).toHaveCount(1);
  await openMenu(page);
  await expect(lowDataSwitch(page)).not.toBeChecked();
});
