// Fast on a cheap phone (issue 12, point 6): each screen is its own chunk, so a page
// loads its own screen and no other, and the router fetches the next one on intent.
import { expect, test } from '@playwright/test';
import { t } from './english';

const screenChunk = (url: string) => /\/assets\/([a-z-]+-screen)-[\w-]+\.js$/u.exec(url)?.[1];

test('a page loads only its own screen, and pointing at a link fetches the next one before the click', async ({ page }) => {
  const screens: string[] = [];
  page.on('request', (request) => {
    const screen = screenChunk(request.url());
    if (screen) screens.push(screen);
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: t('pages.aboutTitle') })).toBeVisible();
  expect(screens).toEqual(['about-screen']);

  await page.getByRole('button', { name: t('nav.menu') }).click();
  await page.getByRole('link', { name: t('nav.privacyPolicy') }).hover();
  await expect.poll(() => screens).toContain('privacy-policy-screen');
  await page.getByRole('link', { name: t('nav.privacyPolicy') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('pages.privacyTitle') })).toBeVisible();
  expect(screens.filter((screen) => screen === 'privacy-policy-screen')).toHaveLength(1);
});

test('the opening page asks for its screen while its words are still on the way', async ({ page }) => {
  const screens: string[] = [];
  page.on('request', (request) => {
    const screen = screenChunk(request.url());
    if (screen) screens.push(screen);
  });
  // The catalogue held back: the first render waits for it, so a screen asked for meanwhile was asked for at boot.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/messages-[\w-]+\.js$/u, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/leaderboard');
  await expect.poll(() => screens).toEqual(['leaderboard-screen']);
  release();
  await expect(page.getByRole('heading', { level: 1, name: t('leaderboard.title') })).toBeVisible();
});
