// axe-core finds no WCAG 2.1 AA violations on any route, for a guest and a signed-in user.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { t } from './english';
import { account } from './demo-seed';
import { inTurn } from './full-run';
import { signIn } from './session';

const ROUTES = ['/', '/map', '/home', '/leaderboard', '/municipalities', '/municipalities/CPT', '/profile', '/login', '/privacy-policy', '/data-deletion-guide', '/about', '/download', '/glance'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Each test walks every route and waits for its live data.
test.describe.configure({ timeout: 120_000 });

async function audit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  // Let live data arrive so the check sees the real page, not only its loading state.
  await expect(page.getByText(/^Loading/u)).toHaveCount(0, { timeout: 20_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
}

// Light audits every route. Dark changes colours, not markup, and rendered-contrast.spec.ts measures
// its colours on the main screens: CI audits every other route in it (full-run.ts).
for (const scheme of ['light', 'dark'] as const) {
  const routes = scheme === 'light' ? ROUTES : inTurn(ROUTES, 0, 2);
  test(`${routes.length === ROUTES.length ? 'every route' : 'every other route'} as a guest (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of routes) await audit(page, path);
  });
}

test('every route signed in, with the user menu open', async ({ page }) => {
  const thandi = account('u-thandi');
  await signIn(page, thandi.email, thandi.password);
  for (const path of ROUTES.filter((p) => p !== '/login')) await audit(page, path);
  await page.getByRole('button', { name: /PotholeQueen/u }).click();
  await expect(page.getByRole('navigation', { name: t('nav.menu') })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
