import { expect, type Page } from '@playwright/test';
import { t } from './english';

/** Signs in through the login screen and waits until the site shows the user. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(t('login.email')).fill(email);
  await page.getByLabel(t('login.password'), { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: t('login.signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/u);
}

/**
 * Presses Sign Out in the open user menu and waits for the fresh load of / that
 * follows it. The guest button shows a moment before that load begins, so
 * waiting for it alone lets a test end mid-navigation (and Chromium's context
 * teardown then hung in one CI run of several).
 */
export async function signOutFromMenu(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('navigation', { name: t('nav.menu') }).getByRole('button', { name: t('nav.signOut') }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/u);
  await expect(page.getByRole('button', { name: new RegExp(t('nav.guest'), 'u') })).toBeVisible();
}
