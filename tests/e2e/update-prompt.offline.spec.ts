// Updates: a new build waiting behind the service worker is offered with
// "Update available · Reload", never swapped in under the user, and taking it
// keeps the snapshot store. Two real builds of the site (the test run's two,
// which differ by their Maps key) stand in for two releases.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { readSnapshot, takeControl, waitForSnapshot } from './offline-helpers';
import { serveSite } from '../../scripts/lib/site-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const first = process.env.E2E_DIST ?? 'dist-test';
const second = process.env.E2E_GOOGLE_DIST ?? 'dist-test-google';

// Served as Hosting serves it (headers and policy included), at an address of its own
// so this test's service worker and caches are not the other tests' ones.
let site: Awaited<ReturnType<typeof serveSite>>;
test.beforeEach(async () => {
  const emulators = {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    firestore: process.env.FIRESTORE_EMULATOR_HOST,
    // The map index file comes from a function, as behind Hosting.
    functions: process.env.FUNCTIONS_EMULATOR_HOST,
  };
  site = await serveSite({ root, dist: first, port: 0, emulators });
});
test.afterEach(async () => {
  await site.close();
});

/** The script the page runs: it names the build. */
const mainScript = (page: Page) => page.locator('script[type="module"][src^="/assets/index-"]').getAttribute('src');

test('a new version waits for the user: "Update available · Reload", then it takes over and the saved data stays', async ({ page }) => {
  await page.goto(`${site.url}/home`);
  await takeControl(page);
  await waitForSnapshot(page, listedProblems.length);
  const before = await mainScript(page);
  // Marks this very document: a reload (silent or not) clears it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  site.deploy(second);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
  const prompt = page.locator('.app-notice-update');
  await expect(prompt).toContainText(t('offline.updateAvailable'));
  // No silent reload: the old version keeps running until the user says so.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await mainScript(page)).toBe(before);

  await prompt.getByRole('button', { name: t('offline.reload') }).click();
  await page.waitForFunction(() => !(window as { __sameDocument?: boolean }).__sameDocument);
  await expect(page.getByRole('heading', { level: 1, name: t('home.welcomeTitle') })).toBeVisible();
  expect(await mainScript(page)).not.toBe(before);
  await expect(page.locator('.app-notice-update')).toHaveCount(0);
  // At least the seeded reports: another offline test may add one of its own meanwhile (the files run side by side).
  expect((await readSnapshot(page)).problems).toBeGreaterThanOrEqual(listedProblems.length);
});
