// The app shell: every route of spec section 2, the sign-in spinner, the user
// menu, and the snapshot store painting before the network answers.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/messages';
import { account, listedProblems } from './demo-seed';
import { MAP_ROUTES, ROUTES_WITH_HEADINGS } from './routes';
import { signIn } from './session';

test('every route of the spec opens directly and shows its screen', async ({ page }) => {
  for (const [path, heading] of ROUTES_WITH_HEADINGS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: messages.nav.home })).toHaveAttribute('href', '/');
  }
  for (const path of MAP_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: messages.nav.viewMap })).toBeAttached();
  }
});

test('an unknown path shows a way back instead of a blank page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: messages.notFound.title })).toBeVisible();
  await page.getByRole('link', { name: messages.notFound.action }).click();
  await expect(page).toHaveURL(/\/$/u);
});

test('the full-screen spinner names the product until sign-in state is known', async ({ page }) => {
  const thandi = account('u-thandi');
  await signIn(page, thandi.email, thandi.password);
  // On reload the SDK checks the stored account with the Auth emulator; hold that answer back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/accounts:lookup*', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(messages.appLoading);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: /PotholeQueen/u })).toBeVisible();
});

test('the user menu offers the guest links, and the signed-in links after sign-in', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: new RegExp(messages.nav.guest, 'u') }).click();
  const menu = page.getByRole('navigation', { name: messages.nav.menu });
  await expect(menu).toContainText(messages.nav.notSignedIn);
  await expect(menu.getByRole('link')).toHaveText([
    messages.nav.viewMap,
    messages.nav.leaderboard,
    messages.nav.privacyPolicy,
    messages.nav.about,
    messages.nav.download,
    messages.nav.deleteMyData,
    messages.nav.signIn,
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const sipho = account('u-sipho');
  await signIn(page, sipho.email, sipho.password);
  await page.getByRole('button', { name: /Sipho Dlamini/u }).click();
  await expect(menu.getByRole('link')).toHaveText([
    messages.nav.viewMap,
    messages.nav.profile,
    messages.nav.leaderboard,
    messages.nav.privacyPolicy,
    messages.nav.about,
    messages.nav.download,
    messages.nav.deleteMyData,
  ]);
  await menu.getByRole('button', { name: messages.nav.signOut }).click();
  await expect(page).toHaveURL(/\/$/u);
  await expect(page.getByRole('button', { name: new RegExp(messages.nav.guest, 'u') })).toBeVisible();
});

test('the latest problems are saved to IndexedDB and painted from it when Firestore is unreachable', async ({ page }) => {
  await page.goto('/home');
  const total = String(listedProblems.length);
  await expect(page.getByText(messages.home.totalReports).locator('..')).toContainText(total);
  // The adapter saves the snapshot shortly after the server's answer.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('mzansi-fix-snapshots');
            open.onerror = () => resolve(-1);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('problems')) return resolve(0);
              const get = db.transaction('problems').objectStore('problems').get('latest');
              get.onsuccess = () => resolve(get.result?.problems?.length ?? 0);
              get.onerror = () => resolve(-1);
            };
          }),
      ),
    )
    .toBe(listedProblems.length);

  // Cut Firestore off (and its own IndexedDB cache) and reload: the snapshot still paints.
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180';
  await page.route((url) => url.host === firestoreHost, (route) => route.abort());
  await page.evaluate(() => indexedDB.databases().then((dbs) => dbs.filter((d) => d.name?.startsWith('firestore/')).forEach((d) => indexedDB.deleteDatabase(d.name!))));
  await page.reload();
  await expect(page.getByText(messages.home.totalReports).locator('..')).toContainText(total);
});
