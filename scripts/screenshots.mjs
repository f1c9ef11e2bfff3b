#!/usr/bin/env node
/**
 * Screenshots of the site at phone, tablet and desktop widths (360, 768 and 1440 px).
 *
 *   node scripts/screenshots.mjs                      the README's gallery: home, map, leaderboard,
 *                                                     glance and download into docs/screenshots/
 *   node scripts/screenshots.mjs URL DIR /route …     any routes of the site at URL, into DIR
 *
 * It needs the site running with the demo data: `npm start` in another terminal (URL defaults to
 * its http://127.0.0.1:4173). Each shot waits until its page has drawn its data (READY below), not
 * for a fixed time. Each is the first screen, on a phone down to home's trend. WIDTHS=360,1440 picks
 * widths, SCHEME=dark the dark theme (files end in -dark), FULL=1 takes every page whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GALLERY = ['/home', '/map', '/leaderboard', '/glance', '/download'];
const [base = 'http://127.0.0.1:4173', out = path.join(root, 'docs', 'screenshots'), ...asked] = process.argv.slice(2);
const routes = asked.length > 0 ? asked : GALLERY;
const widths = (process.env.WIDTHS ?? '360,768,1440').split(',').map(Number);
const scheme = process.env.SCHEME === 'dark' ? 'dark' : 'light';
const TIMEOUT_MS = 30_000;
// Glance mode stands in Kloof Street, Cape Town, among a cluster of demo reports (README, Glance mode).
const KLOOF_STREET = { latitude: -33.942, longitude: 18.413 };
const NEEDS_POSITION = ['/glance'];

// Home's trend lies below a phone's first screen: its shots reach down to it.
const SHOW_DOWN_TO = { '/home': '.trend-card' };
// Not news: map tiles cannot load without internet, and the service worker is blocked on purpose (below).
const EXPECTED_ERRORS = /^Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED)|^\[sw\] registration failed/u;

/** What each page shows once its data is in; other routes wait for their heading and for no "Loading…". */
const READY = {
  '/home': (page) => [
    page.locator('.trend-received rect').first(),
    page.locator('.problem-list li').first(),
  ],
  '/map': (page) => [page.locator('.map-cluster, .map-marker').first()],
  '/leaderboard': (page) => [page.locator('.leaderboard-card, .leaderboard-table tbody tr').first()],
  '/glance': (page) => [page.locator('.glance-row .glance-address').first()],
  '/download': (page) => [page.locator('.version-line').filter({ hasText: /^Version / })],
};

async function waitForData(page, route) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached', timeout: TIMEOUT_MS });
  for (const locator of READY[route]?.(page) ?? []) await locator.waitFor({ state: 'attached', timeout: TIMEOUT_MS });
  await page.getByText(/^Loading/u).first().waitFor({ state: 'detached', timeout: TIMEOUT_MS });
  await page.locator('.map-cover').waitFor({ state: 'detached', timeout: TIMEOUT_MS });
  // Web fonts and the layout settled: two frames after the fonts are in.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

/** The whole page (FULL=1), the first screen, or the first screen and on down to the route's SHOW_DOWN_TO. */
async function extent(page, route) {
  if (process.env.FULL === '1') return { fullPage: true };
  const box = SHOW_DOWN_TO[route] ? await page.locator(SHOW_DOWN_TO[route]).boundingBox() : null;
  const { width, height } = page.viewportSize();
  if (!box || box.y + box.height + 16 <= height) return {};
  return { fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil(box.y + box.height + 16) } };
}

/** `home-360.png`, `map-1440-dark.png`, `privacy_policy-768.png`. */
function fileName(route, width) {
  const name = route.replace(/^\/+/u, '').replace(/\W+/gu, '_') || 'root';
  return `${name}-${width}${scheme === 'dark' ? '-dark' : ''}.png`;
}

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let failed = 0;
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 740 : width < 1000 ? 1024 : 900 },
      colorScheme: scheme,
      // No service worker: its "Ready to work offline" notice is news for a visitor, not part of the picture.
      serviceWorkers: 'block',
      geolocation: KLOOF_STREET,
    });
    // Glance mode follows the sun at the position unless told; the gallery shows the theme it asks for.
    await context.addInitScript((theme) => localStorage.setItem('mzansi-fix.glance-theme', theme), scheme === 'dark' ? 'night' : 'day');
    const page = await context.newPage();
    page.on('console', (msg) => msg.type() === 'error' && !EXPECTED_ERRORS.test(msg.text()) && console.log(`  [console] ${msg.text()}`));
    for (const route of routes) {
      const file = path.join(out, fileName(route, width));
      try {
        // Only glance mode is shown at a position; the map shows the whole country, as to a first visitor.
        if (NEEDS_POSITION.includes(route)) await context.grantPermissions(['geolocation']);
        else await context.clearPermissions();
        await page.goto(base + route);
        await waitForData(page, route);
        await page.screenshot({ path: file, animations: 'disabled', ...(await extent(page, route)) });
        console.log(`${path.relative(process.cwd(), file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
      } catch (error) {
        failed += 1;
        console.error(`${route} at ${width} px: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
if (failed > 0) {
  console.error(`${failed} screenshot${failed === 1 ? '' : 's'} not taken. Is the site running (npm start) at ${base}?`);
  process.exit(1);
}
