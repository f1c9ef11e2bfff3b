import { expect, type Page } from '@playwright/test';
import { messages } from '../../src/messages';

/** Signs in through the login screen and waits until the site shows the user. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(messages.login.email).fill(email);
  await page.getByLabel(messages.login.password, { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: messages.login.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/$/u);
}
