// Choosing a language in the menu (README, "Languages"): <html lang> and the labels follow,
// the choice survives a reload and works offline (its catalogue precached), and the map
// keeps its filters and its view. Runs with the first catalogue besides English; with
// English alone the picker is not shown and there is nothing to switch to.
import { expect, test, type Page } from '@playwright/test';
import { htmlLang } from '../../src/domain/intl-locales';
import { t } from './english';
import { TRANSLATIONS, textIn } from './languages';
import { takeControl } from './offline-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const other = TRANSLATIONS[0];

async function openMenu(page: Page) {
  await page.locator('.nav-user-button').click();
}

test('with one catalogue only, the menu offers no language picker', async ({ page }) => {
  test.skip(other !== undefined, 'a translation is present');
  await page.goto('/about');
  await openMenu(page);
  await expect(page.getByRole('combobox', { name: t('nav.language') })).toHaveCount(0);
});

test('a language chosen in the menu is used at once, after a reload and offline, and the map keeps its filters and view', async ({ page, context }) => {
  test.skip(other === undefined, 'only the English catalogue is present');
  const language = other!;
  await page.goto('/');
  await takeControl(page);
  const map = page.getByTestId('map');
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();

  // A filter and a view of the visitor's own.
  await page.getByLabel(t('map.filters.showResolved')).check();
  await page.locator('.map-cluster').first().click();
  await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(6);
  const zoom = await map.getAttribute('data-zoom');
  const centre = await map.getAttribute('data-center');

  await openMenu(page);
  const picker = page.getByRole('combobox', { name: t('nav.language') });
  await expect(picker.locator('option')).toContainText(['English', language.name]);
  await picker.selectOption(language.code);

  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(language.code));
  const filters = textIn(language, 'map.filters.title');
  await expect(page.getByRole('button', { name: filters })).toBeVisible();
  await expect(page.getByLabel(textIn(language, 'map.filters.showResolved'))).toBeChecked();
  await expect(map).toHaveAttribute('data-zoom', zoom!);
  await expect(map).toHaveAttribute('data-center', centre!);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(language.code));
  await expect(page.getByRole('button', { name: filters })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(language.code));
  await expect(page.getByRole('button', { name: filters })).toBeVisible();
  // Back to English, offline too: its catalogue was precached with the rest.
  await openMenu(page);
  await page.getByRole('combobox', { name: textIn(language, 'nav.language') }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-ZA');
  await expect(page.getByRole('button', { name: t('map.filters.title') })).toBeVisible();
  await context.setOffline(false);
});
