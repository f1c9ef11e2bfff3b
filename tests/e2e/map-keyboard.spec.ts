// The map with the keyboard alone (no mouse event anywhere in this file): finding a
// report of a type near where you stand and opening it, groups that zoom in and hand
// focus to what they held, Escape handing focus back, and the polite "Showing N reports".
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_FILTERS, filterProblems, hideAllTypes, toggleType } from '../../src/domain/problem-filter';
import { listReports } from '../../src/domain/map-view/report-list';
import { t } from './english';
import { listedProblems } from './demo-seed';

const target = listedProblems.find((problem) => problem.type === 'Pothole' && problem.status === 'Active' && problem.coordinates)!;
const HERE = { latitude: target.coordinates!.latitude + 0.0004, longitude: target.coordinates!.longitude };

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 180_000 });
// The map's first markers can take longer than the default 20 s on a machine shared by several test runs.
const expect = baseExpect.configure({ timeout: 45_000 });

/** Presses Tab until `locator` has focus; fails after `max` presses. */
async function tabTo(page: Page, locator: Locator, max = 80): Promise<void> {
  for (let n = 0; n < max; n += 1) {
    if (await locator.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(locator)}`);
}

test.describe('standing near a pothole', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] });

  test('finds the nearest pothole with the keyboard and opens it', async ({ page }) => {
    await page.goto('/map');
    await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
    // Only potholes: Hide All, then the Pothole toggle.
    await tabTo(page, page.getByRole('button', { name: t('map.filters.hideAll') }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('checkbox', { name: new RegExp(`^${t('problemTypes.pothole')}`, 'u') }));
    await page.keyboard.press('Space');
    const onlyPotholes = toggleType(hideAllTypes(DEFAULT_FILTERS), 'Pothole');
    const shown = filterProblems(listedProblems, onlyPotholes, null, Date.now()).visible;
    // Said once, politely.
    await expect(page.getByTestId('map-announcer')).toHaveText(`Showing ${shown.length} reports`);
    // From the filters, the skip link goes to the list, nearest first.
    await tabTo(page, page.getByRole('link', { name: t('map.list.skip') }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=list/u);
    await expect(page.locator('#map-report-list')).toBeFocused();
    await page.keyboard.press('Tab');
    const nearest = listReports(shown, { bounds: null, position: HERE })[0]!;
    expect(nearest.problem.id).toBe(target.id);
    const row = page.locator('.map-list-item').first();
    await expect(row).toBeFocused();
    await expect(row).toContainText(t('problemTypes.pothole'));
    await expect(row).toContainText(/\d+ m/u);
    await expect(page.locator('.report-list-count')).toContainText(t('map.list.nearestFirst'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText(target.streetAddress);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row).toBeFocused();
  });

  test('names a marker with its distance once the location is known', async ({ page }) => {
    await page.goto('/map');
    await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
    // My Location zooms in on where you stand: single markers, named with how far they are.
    await page.getByRole('button', { name: t('map.filters.myLocation') }).focus();
    await page.keyboard.press('Enter');
    const markers = page.locator('.map-marker[tabindex="0"]');
    await expect(markers.first()).toHaveAttribute('aria-label', /^[^,]+, [^,]+, \d+(\.\d)? k?m$/u);
    // The tab order (the elements' order) is nearest first.
    const metres = await markers.evaluateAll((elements) =>
      elements.map((element) => {
        const [, value, unit] = /(\d+(?:\.\d)?) (k?m)$/u.exec(element.getAttribute('aria-label') ?? '') ?? [];
        return Number(value) * (unit === 'km' ? 1000 : 1);
      }),
    );
    expect(metres.length).toBeGreaterThan(1);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
  });
});

test('Enter on a group zooms into it and moves focus to what it held; Escape brings focus back', async ({ page }) => {
  await page.goto('/map');
  const map = page.getByTestId('map');
  const cluster = page.locator('.map-cluster[tabindex="0"]').first();
  await expect(cluster).toBeVisible();
  await expect(cluster).toHaveAttribute('aria-label', /^\d+ reports: \d+ [a-z ]+(, \d+ [a-z ]+)*$/u);
  await tabTo(page, cluster);
  // Enter on the focused group: the map zooms in and focus moves on to one of the markers drawn for
  // the new view (the group pressed keeps it until they are drawn, and Enter on it again goes nowhere).
  const enterGroup = async () => {
    const before = Number(await map.getAttribute('data-zoom'));
    await page.evaluate(() => document.activeElement?.setAttribute('data-pressed', ''));
    await page.keyboard.press('Enter');
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(before);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement?.hasAttribute('data-pressed') ? 'the group pressed' : (document.activeElement?.className ?? ''))))
      .toMatch(/map-(marker|cluster)/u);
  };
  await enterGroup();
  // Into groups until a single report has focus; then Enter opens it and Escape returns.
  for (let step = 0; step < 8; step += 1) {
    if (await page.evaluate(() => document.activeElement?.classList.contains('map-marker') ?? false)) break;
    await enterGroup();
  }
  const opener = page.locator('.map-marker:focus');
  await expect(opener).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});
