// Home (/home) for guests and signed-in users: banner, stat cards, recent problems, tiles.
import { expect, test, type Page } from '@playwright/test';
import { HOME_RECENT_PROBLEMS } from '../../src/domain/constants';
import { distanceKm, formatDistance } from '../../src/domain/distance';
import { byNewestFirst, countProblems } from '../../src/domain/problem-stats';
import { t } from './english';
import { account, listedProblems, publicReporterName, users } from './demo-seed';
import { holdBack } from './hold-back';
import { expectedTrend, expectTrendTable } from './home-trend';
import { waitForSnapshot } from './offline-helpers';
import { signIn } from './session';

const newest = [...listedProblems].sort(byNewestFirst).slice(0, HOME_RECENT_PROBLEMS);

function card(page: Page, label: string) {
  return page.locator(`.stat-card:has(dt:text-is("${label}")) dd`);
}

test('a guest sees the welcome, the way in, and the numbers of the seeded data', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: t('home.welcomeTitle') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('home.signInToReport') })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: t('home.viewProblemsMap') })).toHaveAttribute('href', '/map');

  const counts = countProblems(listedProblems);
  const contributors = users.filter((u) => u.reportsCount > 0).length;
  await expect(card(page, t('home.totalReports'))).toHaveText(counts.total.toLocaleString('en-ZA'));
  await expect(card(page, t('home.activeProblems'))).toHaveText(counts.active.toLocaleString('en-ZA'));
  await expect(card(page, t('home.resolved'))).toHaveText(counts.resolved.toLocaleString('en-ZA'));
  await expect(card(page, t('home.contributors'))).toHaveText(String(contributors));
});

test('a first visit shows the cards and the trend from the index summary while the index file is still on its way', async ({ page }) => {
  // Nothing is saved on this device, and the index file (megabytes at a national scale) is held back.
  const release = await holdBack(page, '**/data/map-index**');
  const summaries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/data/map-tiles/summary')) summaries.push(request.url());
  });
  await page.goto('/home');
  const counts = countProblems(listedProblems);
  const total = card(page, t('home.totalReports'));
  await expect(total).toHaveText(counts.total.toLocaleString('en-ZA'));
  await expect(card(page, t('home.activeProblems'))).toHaveText(counts.active.toLocaleString('en-ZA'));
  await expect(card(page, t('home.resolved'))).toHaveText(counts.resolved.toLocaleString('en-ZA'));
  await expectTrendTable(page, await expectedTrend(page));
  expect(summaries).toHaveLength(1);

  // The index comes: the same figures, now counted from the list itself, and no second summary.
  release();
  await waitForSnapshot(page, listedProblems.length);
  await expect(total).toHaveText(counts.total.toLocaleString('en-ZA'));
  await expectTrendTable(page, await expectedTrend(page));
  expect(summaries).toHaveLength(1);
});

test('a return visit takes its figures from the saved copy and asks for no summary', async ({ page }) => {
  await page.goto('/home');
  await waitForSnapshot(page, listedProblems.length);
  const summaries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/data/map-tiles/summary')) summaries.push(request.url());
  });
  await page.reload();
  await expect(card(page, t('home.totalReports'))).toHaveText(listedProblems.length.toLocaleString('en-ZA'));
  await expectTrendTable(page, await expectedTrend(page));
  expect(summaries).toEqual([]);
});

test('recent problems: the ten newest, each with its type, short description, place, reporter, confirmations and status', async ({ page }) => {
  await page.goto('/home');
  const items = page.getByRole('region', { name: t('home.recentProblems') }).getByRole('listitem');
  await expect(items).toHaveCount(HOME_RECENT_PROBLEMS);
  for (const [index, problem] of newest.entries()) {
    const item = items.nth(index);
    await expect(item).toContainText(problem.type);
    await expect(item).toContainText(problem.status);
    await expect(item).toContainText(problem.streetAddress || t('home.locationPending'));
    await expect(item).toContainText(t('home.reportedBy', { name: publicReporterName(problem) }));
    await expect(item).toContainText(t('home.confirmations', { n: problem.confirmations }));
    const shown = (await item.locator('.problem-description').innerText()).trim();
    expect(Array.from(shown.replace(/…$/u, '')).length).toBeLessThanOrEqual(100);
    expect(problem.description.startsWith(shown.replace(/…$/u, ''))).toBe(true);
    await expect(item.getByRole('link')).toHaveAttribute('href', `/map?problem=${problem.id}`);
  }
  await expect(page.getByRole('link', { name: t('home.viewAllOnMap') })).toHaveAttribute('href', '/map');
});

test.describe('with the location known', () => {
  const here = { latitude: -26.2041, longitude: 28.0473 };
  test.use({ geolocation: here, permissions: ['geolocation'] });

  test('each recent problem shows its distance from the user', async ({ page }) => {
    await page.goto('/home');
    const first = newest.find((p) => p.coordinates)!;
    const index = newest.indexOf(first);
    const item = page.getByRole('region', { name: t('home.recentProblems') }).getByRole('listitem').nth(index);
    await expect(item).toContainText(t('home.away', { distance: formatDistance(distanceKm(here, first.coordinates!)) }));
  });
});

test('a signed-in user is greeted by name and gets the profile tile instead of sign-in', async ({ page }) => {
  const thandi = account('u-thandi');
  await signIn(page, thandi.email, thandi.password);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: t('home.welcomeBack', { name: 'PotholeQueen' }) })).toBeVisible();
  await expect(page.getByRole('link', { name: t('home.signInToReport') })).toHaveCount(0);
  const tiles = page.getByRole('navigation', { name: t('home.tilesLabel') });
  await expect(tiles.getByRole('link')).toHaveCount(3);
  await expect(tiles.getByRole('link', { name: new RegExp(t('home.tiles.profile.title'), 'u') })).toHaveAttribute('href', '/profile');
});

test('the stats strip shows on / only, and only at 650 px and wider', async ({ page }) => {
  const strip = page.getByRole('region', { name: t('stats.label') });
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto('/');
  await expect(strip).toBeVisible();
  await expect(strip).toContainText(`${t('stats.total')}${listedProblems.length.toLocaleString('en-ZA')}`);
  await expect(strip).toContainText(t('stats.locationUnknown'));
  await page.setViewportSize({ width: 649, height: 700 });
  await expect(strip).toHaveCount(0);
  await page.setViewportSize({ width: 650, height: 700 });
  await expect(strip).toBeVisible();
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: t('nav.viewMap') })).toBeAttached();
  await expect(strip).toHaveCount(0);
});
