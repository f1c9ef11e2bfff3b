// Installable: the web app manifest, Chromium's installability check, and the
// service worker's caches holding what each rule says (and nothing it must not).
import { chromium, expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_NAME } from '../../src/domain/constants';
import { PHOTO_BUCKETS } from '../../src/domain/report-limits';
import { t } from './english';
import { takeControl } from './offline-helpers';

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  screenshots: { src: string; sizes: string; form_factor?: string }[];
  shortcuts: { name: string; url: string }[];
}

test('the manifest names the app, its colours, icons, screenshots and shortcuts', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as Manifest;
  expect(manifest).toMatchObject({ name: PRODUCT_NAME, short_name: PRODUCT_NAME, description: t('offline.manifest.description'), start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/iu);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/iu);
  const sizes = (purpose: string) => manifest.icons.filter((icon) => (icon.purpose ?? 'any').includes(purpose)).map((icon) => icon.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toContain('512x512');
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/map', '/glance', '/leaderboard']);

  // Every image the manifest names is there, a PNG of the size it claims.
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const response = await request.get(image.src);
    expect(response.status(), image.src).toBe(200);
    const png = await response.body();
    const [width, height] = image.sizes.split('x').map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image.src).toEqual([width, height]);
  }
});

test("Chromium's installability check finds nothing missing", async ({ baseURL }) => {
  // Page.getInstallabilityErrors answers "in-incognito" in a normal context, so this one keeps a profile on disk.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mzansi-install-'));
  const launch = test.info().project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, { ...launch, baseURL, serviceWorkers: 'allow' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the caches hold the app shell, version.json and viewed photos, never the APK', async ({ page }) => {
  await page.goto('/home');
  await takeControl(page);
  // Load a report photo and the APK the way the page does.
  await page.evaluate(async () => {
    await new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = resolve;
      image.onerror = reject;
      image.src = '/demo/photos/pothole-1.png';
    });
    await (await fetch('/mzansi-fix.apk')).arrayBuffer();
  });
  const cached = await page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      found[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return found;
  });
  const names = Object.keys(cached);
  const precache = names.find((name) => name.startsWith('workbox-precache'));
  expect(precache).toBeDefined();
  expect(cached[precache!]).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png']));
  expect((cached[precache!] ?? []).some((file) => /^\/assets\/index-.*\.js$/u.test(file))).toBe(true);
  // Every screen is its own chunk (src/app/routes/lazy-screen.ts): offline, a page whose chunk the
  // precache missed would not open, so every script and style the build made must be there.
  const built = fs
    .readdirSync(path.join(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist-test', 'assets'))
    .filter((file) => /\.(js|css)$/u.test(file))
    .map((file) => `/assets/${file}`);
  expect(built.length).toBeGreaterThan(10);
  expect(cached[precache!]).toEqual(expect.arrayContaining(built));
  expect(cached['mzansi-fix-version-info-v1']).toEqual(['/version.json']);
  expect(cached['mzansi-fix-report-photos-v1']).toEqual(['/demo/photos/pothole-1.png']);
  expect(Object.values(cached).flat().filter((file) => file.endsWith('.apk'))).toEqual([]);
});

test('map tiles and photos from the project\'s bucket pass through the worker under its policy and are cached; another bucket\'s never load', async ({
  page,
  context,
}) => {
  const photo = `https://firebasestorage.googleapis.com/v0/b/${PHOTO_BUCKETS[0]}/o/report-1.png`;
  // Someone else's bucket, where the owner could swap the picture or log who looks (issue 36).
  const foreign = 'https://firebasestorage.googleapis.com/v0/b/attacker-bucket/o/pixel.png';
  // The live internet is out of reach here, so these two hosts are faked at the network's edge.
  const png = fs.readFileSync(path.join('public', 'icons', 'icon-192.png'));
  const served: string[] = [];
  for (const host of ['https://tile.openstreetmap.org/**', 'https://firebasestorage.googleapis.com/**']) {
    await context.route(host, (route) => {
      const url = new URL(route.request().url());
      served.push(`${url.host}${url.pathname}`);
      return route.fulfill({ body: png, contentType: 'image/png', headers: { 'Access-Control-Allow-Origin': '*' } });
    });
  }
  await page.goto('/home');
  await takeControl(page);
  const loaded = await page.evaluate(
    async (sources) => {
      const load = (src: string) =>
        new Promise<boolean>((resolve) => {
          const image = new Image();
          image.crossOrigin = 'anonymous'; // as Leaflet loads tiles
          image.onload = () => resolve(true);
          image.onerror = () => resolve(false);
          image.src = src;
        });
      const results: boolean[] = [];
      for (const source of sources) results.push(await load(source));
      return results;
    },
    ['https://tile.openstreetmap.org/6/36/37.png', photo, foreign],
  );
  expect(loaded).toEqual([true, true, false]);
  const cached = await page.evaluate(async () => {
    const urls = async (name: string) => (await (await caches.open(name)).keys()).map((request) => request.url);
    return { tiles: await urls('mzansi-fix-map-tiles-v1'), photos: await urls('mzansi-fix-report-photos-v1') };
  });
  expect(cached.tiles).toEqual(['https://tile.openstreetmap.org/6/36/37.png']);
  expect(cached.photos).toEqual([photo]);
  // The foreign picture was refused before any request left the device.
  expect(served.sort()).toEqual([new URL(photo).host + new URL(photo).pathname, 'tile.openstreetmap.org/6/36/37.png'].sort());
});
