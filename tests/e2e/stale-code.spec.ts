// A tab left open across an update (issue 13 point 5): it asks for a chunk the new
// deployment no longer has. firebase.json does not rewrite /assets/** to index.html,
// so the answer is a 404 (not a page parsed as JavaScript), and the page offers a
// reload instead of breaking. The build publishes no source maps either.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/messages';

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
  await expect(notice).toContainText(messages.offline.pageOutdated);
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: messages.offline.reload }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
