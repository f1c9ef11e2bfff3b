// Profile: sign-in required for guests; a signed-in user's record, stats and recent reports.
import { expect, test } from '@playwright/test';
import { PROFILE_RECENT_REPORTS } from '../../src/domain/constants';
import { byNewestFirst } from '../../src/domain/problem-stats';
import { t } from './english';
import { profileStats } from '../../src/features/profile/profile-stats';
import { account, listedProblems, user } from './demo-seed';
import { signIn } from './session';

test('a guest is asked to sign in, with a link to /login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: t('profile.signInRequired') })).toBeVisible();
  await page.locator('main').getByRole('link', { name: t('nav.signIn') }).click();
  await expect(page).toHaveURL(/\/login$/u);
});

test("a signed-in user sees their name, email, count, account kind, stats and five newest reports", async ({ page }) => {
  const thandi = account('u-thandi');
  const stored = user('u-thandi');
  const mine = listedProblems.filter((p) => p.reportedByUserId === 'u-thandi').sort(byNewestFirst);
  const stats = profileStats(mine);
  await signIn(page, thandi.email, thandi.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'PotholeQueen' })).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText(thandi.email);
  await expect(main).toContainText(t('profile.reports', { n: stored.reportsCount }));
  await expect(main).toContainText(t('profile.registeredUser'));
  const stat = (label: string) => main.locator(`.stat-card:has(dt:text-is("${label}")) dd`);
  await expect(stat(t('profile.totalReports'))).toHaveText(String(stats.total));
  await expect(stat(t('profile.resolved'))).toHaveText(String(stats.resolved));
  await expect(stat(t('profile.active'))).toHaveText(String(stats.active));
  await expect(stat(t('profile.communityImpact'))).toHaveText(String(stats.communityImpact));

  const recent = page.getByRole('region', { name: t('profile.recentReports') }).getByRole('listitem');
  await expect(recent).toHaveCount(PROFILE_RECENT_REPORTS);
  for (const [index, problem] of mine.slice(0, PROFILE_RECENT_REPORTS).entries()) {
    await expect(recent.nth(index).getByRole('link')).toHaveAttribute('href', `/map?problem=${problem.id}`);
  }
  expect(mine.length).toBeGreaterThan(PROFILE_RECENT_REPORTS);
  await expect(page.getByRole('link', { name: t('profile.viewAllOnMap', { n: mine.length }) })).toHaveAttribute('href', '/map?mine=true');
});

test('a user with no reports sees the empty text', async ({ page }) => {
  const naledi = account('u-naledi');
  await signIn(page, naledi.email, naledi.password);
  await page.goto('/profile');
  await expect(page.getByText(t('profile.emptyTitle'))).toBeVisible();
  await expect(page.getByText(t('profile.emptyBody'))).toBeVisible();
});

test('an account without a stored profile keeps the basic user and is a registered user', async ({ page }) => {
  const email = `no-profile-${Date.now()}@example.org`;
  await page.goto('/login');
  await page.getByRole('button', { name: t('login.createAccount') }).click();
  await page.getByLabel(t('login.email')).fill(email);
  await page.getByLabel(t('login.password'), { exact: true }).fill('a-good-long-password');
  await page.locator('form').getByRole('button', { name: t('login.createAccount') }).click();
  await expect(page).toHaveURL(/\/$/u);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: email.split('@')[0] })).toBeVisible();
  await expect(page.locator('main')).toContainText(t('profile.reports', { n: 0 }));
  await expect(page.getByText(t('profile.emptyTitle'))).toBeVisible();
});
