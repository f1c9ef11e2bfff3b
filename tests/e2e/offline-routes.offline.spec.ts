// Offline-first: after one visit with signal, every route opens with none, from
// the service worker's caches and the snapshot store, says it is offline and
// how old its data is, and refreshes by itself when the connection returns.
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { countProblems } from '../../src/domain/problem-stats';
import { t } from './english';
import { account, listedProblems } from './demo-seed';
import { deleteProblem, putProblem } from './emulator-data';
import { offlineText, openedReportIds, readSnapshot, takeControl, waitForSnapshot } from './offline-helpers';
import { signIn } from './session';

test.use({ viewport: { width: 1280, height: 900 } });

const indicator = (page: Page) => page.getByRole('status', { name: t('offline.offlineLabel') });
const card = (page: Page, label: string) => page.locator(`.stat-card:has(dt:text-is("${label}")) dd`);
const leaderboardRows = (page: Page) => page.getByRole('table').getByRole('row');
const versionLine = (page: Page) => page.getByRole('tabpanel', { name: t('download.tabApk') }).locator('.version-line:not([aria-hidden])');
const shipped = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../public/version.json'), 'utf8')) as { version: string };

test('offline, every route opens and shows the last data; back online the live data returns by itself', async ({ page, context }) => {
  // Twelve screens online and offline, then a live arrival: near a minute on a quiet machine.
  test.slow();
  const thandi = account('u-thandi');
  await page.goto('/home');
  await takeControl(page);
  await signIn(page, thandi.email, thandi.password);

  // One visit with signal to each screen that keeps data: what they show now is what they must show offline.
  await page.goto('/leaderboard');
  await expect(leaderboardRows(page).nth(1)).toBeVisible();
  const board = (await page.getByRole('table').textContent()) ?? '';
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'PotholeQueen' })).toBeVisible();
  // Firestore may first answer from its cache with the few of her reports home had read: wait for all of them.
  const hers = listedProblems.filter((problem) => problem.reportedByUserId === thandi.uid).length;
  await expect(page.locator('.stat-card dd').first()).toHaveText(hers.toLocaleString('en-ZA'));
  // What the reader sees (innerText): a hydrated page keeps its <noscript> note as raw text in the
  // DOM, a page drawn afresh does not, and neither shows it.
  const profile = await page.locator('main').innerText();
  await page.goto('/home');
  const total = countProblems(listedProblems).total.toLocaleString('en-ZA');
  await expect(card(page, t('home.totalReports'))).toHaveText(total);
  await expect(card(page, t('home.contributors'))).toHaveText(/^\d+$/u);
  const contributors = await card(page, t('home.contributors')).innerText();
  await waitForSnapshot(page, listedProblems.length);

  await context.setOffline(true);

  await page.goto('/');
  const { savedAt } = await readSnapshot(page);
  expect(savedAt).not.toBeNull();
  await expect(indicator(page)).toHaveText(offlineText(savedAt!));
  await expect(page.getByRole('status').filter({ hasText: t('map.loading') })).toBeHidden();
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  await expect(page.locator(`.stats-strip dt:text-is("${t('stats.total')}") + dd`)).toHaveText(total);

  await page.goto('/home');
  await expect(card(page, t('home.totalReports'))).toHaveText(total);
  await expect(card(page, t('home.contributors'))).toHaveText(contributors);
  await expect(page.getByRole('region', { name: t('home.recentProblems') }).getByRole('listitem').first()).toBeVisible();

  await page.goto('/leaderboard');
  await expect(page.getByRole('table')).toHaveText(board);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'PotholeQueen' })).toBeVisible();
  await expect(page.locator('main')).toHaveText(profile, { useInnerText: true });

  await page.goto('/download');
  // The version line from the cached version.json, and a plain word that downloading needs signal.
  await expect(versionLine(page)).toHaveText(t('version.loaded', { version: shipped.version }));
  await expect(page.getByRole('status').filter({ hasText: t('download.progress.offline') })).toBeVisible();

  for (const path of ['/privacy-policy', '/about', '/data-deletion-guide', '/map']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(indicator(page)).toBeVisible();
  }

  // A report arrives while the phone has no signal; it shows once the signal is back, without a reload.
  const id = 'p-e2e-offline-arrival';
  const description = 'Burst pipe flooding the corner of Church and Long streets';
  try {
    await putProblem(id, {
      type: 'Water Leak',
      description,
      status: 'Active',
      coordinates: { latitude: -33.9249, longitude: 18.4241 },
      streetAddress: '1 Long St, Cape Town',
      reportedBy: 'PotholeQueen',
      reportedByUserId: 'u-thandi',
      createdAt: new Date().toISOString(),
      confirmations: 0,
      denials: 0,
    });
    await page.goto('/home');
    await expect(card(page, t('home.totalReports'))).toHaveText(total);
    await context.setOffline(false);
    await expect(indicator(page)).toHaveCount(0);
    await expect(page.getByText(description)).toBeVisible();
    await expect(card(page, t('home.totalReports'))).toHaveText((listedProblems.length + 1).toLocaleString('en-ZA'));
  } finally {
    await deleteProblem(id);
  }
});

test('a report opened with signal opens again offline from its saved copy; one never opened says it needs a connection', async ({ page, context }) => {
  // Older than home's ten newest, so only the opened copy can answer.
  const oldestFirst = listedProblems.filter((p) => p.description.length > 20 && p.createdAt !== null).sort((a, b) => a.createdAt! - b.createdAt!);
  const [opened, neverOpened] = oldestFirst;
  const details = () => page.getByRole('dialog').getByRole('tabpanel');
  // A shared link's ?problem= leaves the address after a second, so each opening is a fresh link.
  const openLink = (id: string) => page.goto(`/map?problem=${encodeURIComponent(id)}`);
  await page.goto('/map');
  await takeControl(page);
  await openLink(opened!.id);
  await expect(details()).toContainText(opened!.description);
  await expect.poll(() => openedReportIds(page)).toContain(opened!.id);

  await context.setOffline(true);
  await openLink(opened!.id);
  await expect(details()).toContainText(opened!.description);
  await openLink(neverOpened!.id);
  await expect(details()).toHaveText(t('detail.needsConnection'));
});

test('offline, signing in says it needs a connection instead of failing', async ({ page, context }) => {
  await page.goto('/login');
  await takeControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: t('offline.signInNeedsNetwork') })).toBeVisible();
  await expect(page.locator('form').getByRole('button', { name: t('login.signIn'), exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: t('login.google') })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: t('offline.signInNeedsNetwork') })).toHaveCount(0);
  await expect(page.locator('form').getByRole('button', { name: t('login.signIn'), exact: true })).toBeEnabled();
});

test('on a phone the notice stands above the map\'s note and Map/List switch, not over them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/map');
  const notice = page.locator('.app-notice').filter({ hasText: t('offline.readyOffline') });
  await expect(notice).toBeVisible();
  // The demo data has reports without a location, so the note is there too.
  await expect(page.locator('.map-count-note')).toBeVisible();
  const edges = async (selector: string) => {
    const box = await page.locator(selector).boundingBox();
    if (!box) throw new Error(`${selector} is not drawn`);
    return { top: box.y, bottom: box.y + box.height };
  };
  const [shown, note, views] = await Promise.all([edges('.app-notice'), edges('.map-count-note'), edges('.map-view-switch')]);
  expect(shown.bottom).toBeLessThanOrEqual(note.top);
  expect(note.bottom).toBeLessThanOrEqual(views.top);
  // Both stay usable while the notice shows.
  await page.getByRole('button', { name: t('map.view.list') }).click();
  await expect(page.getByRole('button', { name: t('map.view.list') })).toHaveAttribute('aria-pressed', 'true');
});

test('the first visit says "Ready to work offline" once; later visits do not', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByText(t('offline.readyOffline'))).toBeVisible();
  await page.getByRole('button', { name: t('offline.dismiss') }).click();
  await expect(page.getByText(t('offline.readyOffline'))).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('home.welcomeTitle') })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByText(t('offline.readyOffline'))).toHaveCount(0);
});
