// Fast on a cheap phone (issue 12, point 6): a guest reading a static page loads no
// Firebase code; a page with data loads Firestore, and Auth only where identity is
// the point or an account may be signed in on the device.
import { expect, test, type Page } from '@playwright/test';
import { t } from './english';
import { account } from './demo-seed';
import { signIn } from './session';

/** The Firebase SDK's chunks (src/data/browser-backend.ts imports each half by name). */
const FIREBASE_CHUNK = /\/assets\/firebase-[\w-]+\.js$/u;
const AUTH_CHUNK = /\/assets\/firebase-auth-[\w-]+\.js$/u;
/** Firestore: the data half in its worker; Firestore Lite on the page for a user's own documents. */
const DATA_CHUNK = /\/assets\/firebase-data-worker-[\w-]+\.js$/u;
const OWN_CHUNK = /\/assets\/firebase-own-documents-[\w-]+\.js$/u;
/** Any other chunk holding Firestore's full SDK: none may load on the page. */
const FULL_SDK_ON_PAGE = /\/assets\/firebase-data-(?!worker-)[\w-]+\.js$/u;
/** Google's popup machinery, which only "continue with Google" may load. */
const GOOGLE_SCRIPTS = /^https:\/\/apis\.google\.com\//u;

/**
 * Waits until the page has painted and then been idle for a while: by then the work
 * the site defers until after the first paint (src/app/after-first-paint.ts) has begun.
 */
async function settledAfterFirstPaint(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => setTimeout(resolve, 1000), { timeout: 3000 });
      }),
  );
}

test('a guest reading /about loads no Firebase code, and the SDK loads when they go to a page with data', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: t('pages.aboutTitle') })).toBeVisible();
  // A first visit is not kept waiting for the sign-in state on a page that needs none.
  await expect(page.getByText(t('appLoading'))).toHaveCount(0);
  await settledAfterFirstPaint(page);
  expect(urls.filter((url) => FIREBASE_CHUNK.test(url)), 'Firebase chunks on /about').toEqual([]);
  // Nor the map index, which a national map makes the largest thing a visit can fetch.
  expect(urls.filter((url) => url.endsWith('/data/map-index')), 'map index on /about').toEqual([]);

  await page.getByRole('link', { name: t('nav.home') }).click();
  await expect.poll(() => urls.filter((url) => FIREBASE_CHUNK.test(url)).length).toBeGreaterThan(0);
  await expect.poll(() => urls.filter((url) => url.endsWith('/data/map-index')).length).toBe(1);
});

test('a first-time guest sees /home at once and loads Firestore but neither Auth nor Google scripts, until /login', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // Whether the full-screen spinner is ever drawn, however briefly, with storage slow to say
  // whether the device holds an account (a busy phone: 800 ms).
  await page.addInitScript(() => {
    const databases = indexedDB.databases.bind(indexedDB);
    indexedDB.databases = () => new Promise((resolve) => setTimeout(() => resolve(databases()), 800));
    new MutationObserver(() => {
      if (document.querySelector('.full-screen-spinner')) document.documentElement.dataset.sawSpinner = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(t('nav.guest'), 'u') })).toBeVisible();
  // The device holds no account, known from storage before the first render: the page, never the spinner.
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-spinner');
  // The browser's number and date data were loaded off the page's main thread (warm-intl.ts).
  expect(workers.filter((url) => /intl-warmup\.worker-[\w-]+\.js$/u.test(url))).toHaveLength(1);
  await settledAfterFirstPaint(page);
  await expect.poll(() => urls.filter((url) => DATA_CHUNK.test(url)).length).toBe(1);
  // The recent reports arrive through Firestore, without anyone having asked who is signed in.
  await expect(page.locator('.recent-problems li').first()).toBeVisible();
  // Firestore runs in a worker, off the page's main thread, and a guest needs nothing of it on the page.
  expect(page.workers().map((worker) => worker.url()).filter((url) => DATA_CHUNK.test(url))).toHaveLength(1);
  expect(urls.filter((url) => FULL_SDK_ON_PAGE.test(url) || OWN_CHUNK.test(url)), 'Firestore on the page for a guest').toEqual([]);
  expect(urls.filter((url) => AUTH_CHUNK.test(url)), 'Auth on /home for a guest').toEqual([]);
  expect(urls.filter((url) => GOOGLE_SCRIPTS.test(url)), 'Google scripts').toEqual([]);

  await page.goto('/login');
  await expect(page.getByLabel(t('login.email'))).toBeVisible();
  await expect.poll(() => urls.filter((url) => AUTH_CHUNK.test(url)).length).toBeGreaterThan(0);
  expect(urls.filter((url) => GOOGLE_SCRIPTS.test(url)), 'Google scripts before the Google button').toEqual([]);
});

test('a returning signed-in user is confirmed by Auth, and a guest tab follows a sign-in made in another tab', async ({ context, page }) => {
  const guestTab = await context.newPage();
  const guestUrls: string[] = [];
  guestTab.on('request', (request) => guestUrls.push(request.url()));
  await guestTab.goto('/home');
  await expect(guestTab.getByRole('button', { name: new RegExp(t('nav.guest'), 'u') })).toBeVisible();
  await settledAfterFirstPaint(guestTab);
  expect(guestUrls.filter((url) => AUTH_CHUNK.test(url))).toEqual([]);

  const thandi = account('u-thandi');
  await signIn(page, thandi.email, thandi.password);
  await expect(page.getByRole('button', { name: /PotholeQueen/u })).toBeVisible();
  // The other tab heard of it through storage, loaded Auth, and shows the user.
  await expect(guestTab.getByRole('button', { name: /PotholeQueen/u })).toBeVisible({ timeout: 15_000 });
  expect(guestUrls.filter((url) => AUTH_CHUNK.test(url)).length).toBeGreaterThan(0);

  // A reload of a page with data loads Auth to confirm the remembered user, even on /home.
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/home');
  await expect(page.getByRole('button', { name: /PotholeQueen/u })).toBeVisible();
  await expect.poll(() => urls.filter((url) => AUTH_CHUNK.test(url)).length).toBeGreaterThan(0);
  // Her own documents need her token, which only the page's Auth holds: they are read on the page with
  // Firestore Lite, while the public data stays in the worker.
  await expect.poll(() => urls.filter((url) => OWN_CHUNK.test(url)).length).toBeGreaterThan(0);
  expect(page.workers().map((worker) => worker.url()).filter((url) => DATA_CHUNK.test(url))).toHaveLength(1);
  expect(urls.filter((url) => FULL_SDK_ON_PAGE.test(url)), 'the full Firestore SDK on the page').toEqual([]);
});

test('on the map, Firestore is asked for only after the first frame that shows markers (not under the loading cover)', async ({ page }) => {
  // In the page before its scripts: when the first frame with markers and no loading cover over them
  // was painted (rAF runs before a frame, a message posted from it is handled after it).
  await page.addInitScript(() => {
    const probe = window as unknown as { __markersShown: number | null };
    probe.__markersShown = null;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.map-cluster, .map-marker') || document.querySelector('.map-cover')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.__markersShown = performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  await page.goto('/map');
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  const firestoreAskedAt = async () =>
    page.evaluate(
      (chunk) => performance.getEntriesByType('resource').find((entry) => new RegExp(chunk, 'u').test(entry.name))?.startTime ?? null,
      DATA_CHUNK.source,
    );
  await expect.poll(firestoreAskedAt).not.toBeNull();
  const shownAt = await page.evaluate(() => (window as unknown as { __markersShown: number | null }).__markersShown);
  expect(shownAt, 'a frame with markers and no cover').not.toBeNull();
  expect(await firestoreAskedAt()).toBeGreaterThan(shownAt!);
});
