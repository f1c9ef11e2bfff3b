// A tab left open across an update (issue 13 point 5): it asks for a chunk the new
// deployment no longer has. firebase.json does not rewrite /assets/** to index.html,
// so the answer is a 404 (not a page parsed as JavaScript), and the page offers a
// reload instead of breaking. The build publishes no source maps either.
import { expect, test } from '@playwright/test';
import { t } from './english';

test('a missing chunk is a 404, not index.html, and no source map is published', async ({ request }) => {
  const missing = await request.get('/assets/leaflet-provider-gone1234.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root"');
  // Other paths still get the app (deep links).
  expect((await request.get('/leaderboard')).status()).toBe(200);

  const page = await request.get('/');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/u.exec(await page.text())![1]!;
  expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});

test('when code the page needs is gone, the page says it is out of date and reloads on request', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What a lazily loaded screen does after an update removed its chunk.
  await page.evaluate(() => {
    void import(/* @vite-ignore */ `${location.origin}/assets/screen-gone1234.js`);
  });
  const notice = page.locator('[data-notice="outdated"]');
  await expect(notice).toContainText(t('offline.pageOutdated'));
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: t('offline.reload') }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// Each screen is its own chunk (src/app/routes/lazy-screen.ts). TanStack Router would reload the
// page by itself when one is gone; the page says it is out of date instead, as for any other code.
test('a screen whose chunk is gone leaves the page where it is and says it is out of date', async ({ page }) => {
  await page.route(/\/assets\/privacy-policy-screen-[\w-]+\.js$/u, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: t('pages.aboutTitle') })).toBeVisible();
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await page.getByRole('button', { name: t('nav.menu') }).click();
  await page.getByRole('link', { name: t('nav.privacyPolicy') }).click();
  const notice = page.locator('[data-notice="outdated"]');
  await expect(notice).toContainText(t('offline.pageOutdated'));
  await expect(page).toHaveURL(/\/privacy-policy$/u);
  expect(reloads, 'the page reloaded by itself').toBe(0);
  await page.unroute(/\/assets\/privacy-policy-screen-[\w-]+\.js$/u);
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: t('offline.reload') }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: t('pages.privacyTitle') })).toBeVisible();
});
