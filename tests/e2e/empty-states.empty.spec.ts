// Empty states, with no data at all (this project runs after the others and wipes the seed).
import { expect, test } from '@playwright/test';
import { t } from './english';
import { reseed } from './emulator-data';

test.beforeAll(async () => {
  await reseed({});
});

test('home says there are no problems yet', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByText(t('home.empty'))).toBeVisible();
});

test('the leaderboard says there are no contributors yet', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page.getByText(t('leaderboard.emptyTitle'))).toBeVisible();
  await expect(page.getByText(t('leaderboard.emptyBody'))).toBeVisible();
});
