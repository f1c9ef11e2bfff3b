// The map's list view (`?view=list`): the same reports the filters let through as the
// stats strip counts, named rows that open the detail, its accessibility tree, and axe
// on both views in every language, light and dark.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEFAULT_FILTERS, filterProblems } from '../../src/domain/problem-filter';
import { listReports } from '../../src/domain/map-view/report-list';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { holdBack } from './hold-back';
import { inTurn } from './full-run';
import { ENGLISH, TRANSLATIONS, textIn } from './languages';

test.use({ viewport: { width: 1280, height: 900 } });
// The axe tests audit four pages each; a busy 2-core machine takes its time.
test.describe.configure({ timeout: 180_000 });
// The map's first markers can take longer than the default 20 s on a machine shared by several test runs.
const expect = baseExpect.configure({ timeout: 45_000 });

const shownByDefault = filterProblems(listedProblems, DEFAULT_FILTERS, null, Date.now()).visible;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function listRegion(page: Page, title = t('map.listTitle')) {
  return page.getByRole('region', { name: title });
}

test('while the map\'s code is still coming, the note says what the map will show and the list opens', async ({ page }) => {
  // A slow line: the map's code (Leaflet) held back, so "Loading map..." covers the map's area.
  const release = await holdBack(page, '**/assets/leaflet-provider-*.js');
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: t('map.loading') })).toBeVisible();
  const placed = shownByDefault.filter((problem) => problem.coordinates !== null).length;
  await expect(page.locator('.map-count-note')).toHaveText(t('map.unplacedNote', { shown: placed, total: shownByDefault.length }));
  // Over the cover, not under it: a click on the switch reaches it.
  await page.getByRole('button', { name: t('map.view.list'), exact: true }).click();
  await expect(listRegion(page).locator('.report-list-count')).toHaveText(`${t('map.list.count', { n: shownByDefault.length })} · ${t('map.list.newestFirst')}`);
  release();
});

test('the list view holds exactly what the filters let through, newest first, and is kept in the URL', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  await page.getByRole('button', { name: t('map.view.list'), exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=list/u);
  const region = listRegion(page);
  await expect(region.locator('.report-list-count')).toHaveText(`${t('map.list.count', { n: shownByDefault.length })} · ${t('map.list.newestFirst')}`);
  // The stats strip's "Visible" is the same number.
  await expect(page.locator(`.stats-strip dt:text-is("${t('stats.visible')}") + dd`)).toHaveText(shownByDefault.length.toLocaleString('en-ZA'));
  // Only a screenful of rows is in the page; each says where it stands in the whole list.
  const items = region.getByRole('listitem');
  expect(await items.count()).toBeLessThan(40);
  await expect(items.first()).toHaveAttribute('aria-setsize', String(shownByDefault.length));
  // Newest first: the first row is the newest report, with its address once read.
  const newest = listReports(shownByDefault, { bounds: null, position: null })[0]!.problem;
  const whole = listedProblems.find((problem) => problem.id === newest.id)!;
  await expect(items.first().getByRole('button')).toContainText(whole.streetAddress);
  // Back to the map: the default is left out of the URL.
  await page.getByRole('button', { name: t('map.view.map'), exact: true }).click();
  await expect(page).not.toHaveURL(/view=/u);
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
});

test('the list is named, its rows are buttons named by type, status and address, and one opens the detail', async ({ page }) => {
  await page.goto('/map?view=list');
  const region = listRegion(page);
  await expect(region.getByRole('heading', { level: 2, name: t('map.listTitle') })).toBeVisible();
  await expect(region.getByRole('group', { name: t('map.list.scope') })).toBeVisible();
  await expect(region.getByRole('radio', { name: t('map.list.wholeCountry') })).toBeChecked();
  // Opened straight from a link, the map has shown no view yet: "In this view" waits for one.
  await expect(region.getByRole('radio', { name: t('map.list.inView') })).toBeDisabled();
  await expect(page.getByRole('group', { name: t('map.view.label') }).getByRole('button', { name: t('map.view.list'), pressed: true })).toBeVisible();
  const rows = region.getByRole('list').getByRole('listitem').getByRole('button');
  const first = listReports(shownByDefault, { bounds: null, position: null })[0]!.problem;
  const whole = listedProblems.find((problem) => problem.id === first.id)!;
  await expect(rows.first()).toHaveAccessibleName(new RegExp(`${first.type}.*${first.status}.*${whole.streetAddress.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u'));
  await rows.first().click();
  await expect(page.getByRole('dialog')).toContainText(whole.streetAddress);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rows.first()).toBeFocused();
});

test('"In this view" lists the reports of the map\'s last view, and says "Showing N of M"', async ({ page }) => {
  await page.goto('/map');
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  // Zoomed in on the middle of the country, only some of its reports are in view.
  await page.getByTestId('map').focus();
  // A press during the zoom animation may be dropped: press until the map is close enough.
  await expect
    .poll(async () => {
      await page.keyboard.press('+');
      return Number(await page.getByTestId('map').getAttribute('data-zoom'));
    })
    .toBeGreaterThanOrEqual(10);
  await page.getByRole('button', { name: t('map.view.list'), exact: true }).click();
  const region = listRegion(page);
  await region.getByRole('radio', { name: t('map.list.inView') }).check();
  await expect(region.locator('.report-list-count')).toContainText(new RegExp(`^Showing \\d+ of ${shownByDefault.length}`, 'u'));
  // Back on the map, it is where it was, its markers drawn again for the box it has once more.
  const zoom = await page.getByTestId('map').getAttribute('data-zoom');
  const centre = await page.getByTestId('map').getAttribute('data-center');
  await page.getByRole('button', { name: t('map.view.map'), exact: true }).click();
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  await expect(page.getByTestId('map')).toHaveAttribute('data-zoom', zoom!);
  await expect(page.getByTestId('map')).toHaveAttribute('data-center', centre!);
});

test('opened as a list, the map has its size and its markers when "Map" is pressed', async ({ page }) => {
  await page.goto('/map?view=list');
  await expect(listRegion(page).getByRole('list')).toBeVisible();
  await page.getByRole('button', { name: t('map.view.map'), exact: true }).click();
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  const box = await page.getByTestId('map').boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.height).toBeGreaterThan(300);
  // Named once it was shown: "In this view" now has a view to list.
  await expect(page.getByTestId('map')).toHaveAttribute('data-zoom', /\d/u);
  await page.getByRole('button', { name: t('map.view.list'), exact: true }).click();
  await expect(listRegion(page).getByRole('radio', { name: t('map.list.inView') })).toBeEnabled();
});

// English in both schemes; in CI each other language in one, in turns (full-run.ts).
for (const [i, catalogue] of [ENGLISH, ...TRANSLATIONS].entries()) {
  for (const scheme of i === 0 ? (['light', 'dark'] as const) : inTurn(['light', 'dark'] as const, i, 2)) {
    test(`axe: the map and the list in ${catalogue.name} (${scheme}) have no serious violation`, async ({ page }) => {
      await page.addInitScript((code) => localStorage.setItem('mzansi-fix.language', code), catalogue.code);
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/', '/?view=list']) {
        await page.goto(path);
        if (path === '/') await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
        else await expect(listRegion(page, textIn(catalogue, 'map.listTitle')).getByRole('listitem').first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${catalogue.code} ${scheme} ${path}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
      }
    });
  }
}
