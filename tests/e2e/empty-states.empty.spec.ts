// Empty states, with no data at all (this project runs after the others and wipes the seed).
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveSite } from '../../scripts/lib/site-server.mjs';
import { t } from './english';
import { reseed } from './emulator-data';

const root = path.resolve(import.meta.dirname, '../..');

// A site server of its own, with an empty CDN: the shared one still holds the leaderboard answer
// the earlier projects read (for five minutes, as Hosting's CDN would after the data was wiped).
let site: Awaited<ReturnType<typeof serveSite>>;
test.beforeAll(async () => {
  await reseed({});
  const emulators = {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    firestore: process.env.FIRESTORE_EMULATOR_HOST,
    functions: process.env.FUNCTIONS_EMULATOR_HOST,
  };
  site = await serveSite({ root, dist: process.env.E2E_DIST ?? 'dist-test', port: 0, emulators, cdn: true });
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
