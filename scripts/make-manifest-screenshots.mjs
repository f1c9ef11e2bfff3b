#!/usr/bin/env node
/**
 * Takes the web app manifest's screenshots (public/screenshots/) from a running
 * site with the demo data: the map on a phone (360 x 740 CSS px at 2x, so
 * 720 x 1480) and on a computer (1280 x 800). Run `npm start` first; the PNGs
 * are committed, so this runs only when the look of the map changes.
 *
 * Usage: node scripts/make-manifest-screenshots.mjs [baseUrl]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const SHOTS = [
  { file: 'map-narrow.png', viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 },
  { file: 'map-wide.png', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.deviceScaleFactor, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${base}/map`);
    // Markers drawn and the "Loading map..." cover gone.
    await page.locator('.leaflet-marker-icon').first().waitFor();
    await page.locator('.map-cover').waitFor({ state: 'detached' });
    // "Ready to work offline" is news for a visitor, not part of the picture.
    const dismiss = page.locator('.app-notice-dismiss');
    await dismiss.first().waitFor({ timeout: 5000 }).then(() => dismiss.first().click(), () => {});
    await page.waitForTimeout(1000);
    const file = path.join(root, 'public', 'screenshots', shot.file);
    await page.screenshot({ path: file });
    console.log(path.relative(root, file));
    await context.close();
  }
} finally {
  await browser.close();
}
