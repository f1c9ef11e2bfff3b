// Empty states, with no data at all (this project runs after the others and wipes the seed).
import { expect, test } from '@playwright/test';
import { t } from './english';
import { reseed } from './emulator-data';
import { startOwnSite, type OwnSite } from './own-site';

// A site server of its own (own-site.ts): the shared one's CDN still holds the leaderboard answer
// the earlier projects read (for five minutes, as Hosting's CDN would after the data was wiped).
let site: OwnSite;
test.beforeAll(async () => {
  await reseed({});
  site = await startOwnSite();
});
test.afterAll(async () => {
  await site?.close();
});

test('home says there are no problems yet', async ({ page }) => {
  await page.goto(`${site.url}/home`);
  await expect(page.getByText(t('home.empty'))).toBeVisible();
});

test('the leaderboard says there are no contributors yet', async ({ page }) => {
  await page.goto(`${site.url}/leaderboard`);
  await expect(page.getByText(t('leaderboard.emptyTitle'))).toBeVisible();
  await expect(page.getByText(t('leaderboard.emptyBody'))).toBeVisible();
});
