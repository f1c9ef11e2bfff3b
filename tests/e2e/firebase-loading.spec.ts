// Fast on a cheap phone (issue 12, point 6): a visitor loads only the parts of the
// Firebase SDK they need, when they need them, and no guest loads Google's popup
// machinery (apis.google.com) until they press "continue with Google".
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/messages';
import { account } from './demo-seed';
import { signIn } from './session';

/** The chunk each half of the backend starts from (src/data/browser-backend.ts imports them by name). */
const AUTH_CHUNK = /\/assets\/firebase-auth-[\w-]+\.js$/u;
const DATA_CHUNK = /\/assets\/firebase-backend-[\w-]+\.js$/u;
const GOOGLE_SCRIPTS = /^https:\/\/apis\.google\.com\//u;

/** Every URL the page asks for from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const matching = (urls: readonly string[], pattern: RegExp) => urls.filter((url) => pattern.test(url));

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

test('a guest reading /about loads no Firebase code, and the map loads Firestore when they go to it', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: messages.pages.aboutTitle })).toBeVisible();
  // A first visit is not kept waiting for the sign-in state on a page that needs none.
  await expect(page.getByText(messages.appLoading)).toHaveCount(0);
  await settledAfterFirstPaint(page);
  expect(matching(urls, /\/assets\/firebase-/u), 'Firebase chunks on /about').toEqual([]);
  expect(matching(urls, GOOGLE_SCRIPTS)).toEqual([]);

  await page.getByRole('link', { name: messages.nav.home }).click();
  await expect.poll(() => matching(urls, DATA_CHUNK).length).toBeGreaterThan(0);
});

test('a remembered guest sees live data before Auth loads; Auth follows later, and no Google script ever', async ({ page }) => {
  await page.goto('/home');
  // The first visit learns from Auth that this is a guest, and remembers it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mzansi-fix:last-session'))).toBe('null');

  const urls = recordRequests(page);
  await page.reload();
  const recent = page.getByRole('region', { name: messages.home.recentProblems }).getByRole('listitem');
  await expect(recent.first()).toBeVisible();
  await settledAfterFirstPaint(page);
  expect(matching(urls, DATA_CHUNK).length).toBeGreaterThan(0);
  expect(matching(urls, AUTH_CHUNK), 'Auth before the page is quiet').toEqual([]);
  await expect(page.getByRole('button', { name: new RegExp(messages.nav.guest, 'u') })).toBeVisible();

  // When the page has been quiet a while, Auth attaches (to notice a sign-in made in another tab).
  await expect.poll(() => matching(urls, AUTH_CHUNK).length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(matching(urls, GOOGLE_SCRIPTS)).toEqual([]);
});

test('a remembered guest who goes to sign in gets Auth at once, and is signed in and out as before', async ({ page }) => {
  await page.goto('/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mzansi-fix:last-session'))).toBe('null');
  const urls = recordRequests(page);
  const thandi = account('u-thandi');
  await signIn(page, thandi.email, thandi.password);
  expect(matching(urls, AUTH_CHUNK).length).toBeGreaterThan(0);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'PotholeQueen' })).toBeVisible();
  await expect(page.locator('main')).toContainText(thandi.email);

  await page.getByRole('button', { name: /PotholeQueen/u }).click();
  await page.getByRole('button', { name: messages.nav.signOut }).click();
  await expect(page.getByRole('button', { name: new RegExp(messages.nav.guest, 'u') })).toBeVisible();
  expect(matching(urls, GOOGLE_SCRIPTS)).toEqual([]);
});
