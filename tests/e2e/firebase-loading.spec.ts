// Fast on a cheap phone (issue 12, point 6): a guest reading a static page loads no
// Firebase code; the SDK loads with the first page that needs it.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/messages';

/** The Firebase SDK's chunk (src/data/browser-backend.ts imports it by name). */
const FIREBASE_CHUNK = /\/assets\/firebase-[\w-]+\.js$/u;

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
  await expect(page.getByRole('heading', { level: 1, name: messages.pages.aboutTitle })).toBeVisible();
  // A first visit is not kept waiting for the sign-in state on a page that needs none.
  await expect(page.getByText(messages.appLoading)).toHaveCount(0);
  await settledAfterFirstPaint(page);
  expect(urls.filter((url) => FIREBASE_CHUNK.test(url)), 'Firebase chunks on /about').toEqual([]);
  // Nor the map index, which a national map makes the largest thing a visit can fetch.
  expect(urls.filter((url) => url.endsWith('/data/map-index')), 'map index on /about').toEqual([]);

  await page.getByRole('link', { name: messages.nav.home }).click();
  await expect.poll(() => urls.filter((url) => FIREBASE_CHUNK.test(url)).length).toBeGreaterThan(0);
  await expect.poll(() => urls.filter((url) => url.endsWith('/data/map-index')).length).toBe(1);
});
