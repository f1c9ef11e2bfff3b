// The map's place filter (issue 39, "On the map"): `/map?municipality=CPT` counts only Cape Town's
// reports and survives a reload (a code in lower case too; an unknown or garbage one is no
// filter); the picker finds "johannes" and chooses it by keyboard; "My municipality" and "My
// ward" from a Cape Town position (the ward's outline fetched as its municipality's small file,
// never the position); clear words when the location is refused or outside South Africa; the
// detail names the report's municipality and ward; the panel at 360 px; axe on the open picker.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { wardNumber } from '../../src/domain/places/place-codes';
import { WHOLE_COUNTRY } from '../../src/domain/problem-filter';
import { t } from './english';
import { CAPE_TOWN, HERE, JOHANNESBURG, MY_WARD, escape, listCount, listed, openList, shownIn } from './map-places';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });
// The map's first markers can take longer than the default on a machine shared by several test runs.
const expect = baseExpect.configure({ timeout: 45_000 });
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const WINDHOEK = { latitude: -22.5609, longitude: 17.0658 };

// The stats strip is on / only; on /map the list says how many reports it holds.
const visible = (page: Page) => page.locator(`.stats-strip dt:text-is("${t('stats.visible')}") + dd`);
const picker = (page: Page) => page.getByRole('combobox', { name: t('map.filters.municipality') });
const count = (n: number) => n.toLocaleString('en-ZA');

/** Opens a map URL and waits until the reports are in. */
async function openMap(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
}

test('?municipality=CPT counts only Cape Town, keeps it over a reload, and an unknown code is no filter', async ({ page }) => {
  const hydration: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/iu.test(message.text())) hydration.push(message.text());
  });
  const capeTown = shownIn({ municipality: 'CPT', ward: null }).length;
  const everywhere = shownIn(WHOLE_COUNTRY).length;
  expect(capeTown).toBeGreaterThan(0);
  expect(capeTown).toBeLessThan(everywhere);

  // The stats strip (on /) counts Cape Town only, and so do the map and the list (on /map).
  await openMap(page, '/?municipality=CPT');
  await expect(visible(page)).toHaveText(count(capeTown));
  await expect(picker(page)).toHaveValue(CAPE_TOWN);
  await openMap(page, '/map?municipality=CPT');
  await expect(picker(page)).toHaveValue(CAPE_TOWN);
  await page.getByRole('button', { name: t('map.view.list'), exact: true }).click();
  await expect(listCount(page)).toHaveText(listed(capeTown));
  // The list's other scope names the place, not the whole country it no longer lists.
  await expect(page.getByRole('radio', { name: t('map.list.wholeMunicipality') })).toBeChecked();
  await expect(page.getByRole('radio', { name: t('map.list.wholeCountry') })).toHaveCount(0);
  await page.reload();
  await expect(listCount(page)).toHaveText(listed(capeTown));
  await expect(page).toHaveURL(/municipality=CPT/u);
  expect(hydration).toEqual([]);

  // Lower case is read as the code; an unknown or garbage one leaves the whole country.
  await openList(page, '/map?municipality=cpt');
  await expect(listCount(page)).toHaveText(listed(capeTown));
  for (const code of ['XYZ', '%3Cscript%3E', 'City%20of%20Cape%20Town']) {
    await openList(page, `/map?municipality=${code}`);
    await expect(picker(page)).toHaveValue('');
    await expect(listCount(page)).toHaveText(listed(everywhere));
    await expect(page.getByRole('radio', { name: t('map.list.wholeCountry') })).toBeChecked();
  }

  // A ward alone: its reports only, and its municipality named from them.
  await openList(page, `/map?ward=${MY_WARD}`);
  await expect(listCount(page)).toHaveText(listed(shownIn({ municipality: null, ward: MY_WARD }).length));
  await expect(picker(page)).toHaveValue(CAPE_TOWN);
  await expect(page.getByRole('radio', { name: t('map.list.wholeWard') })).toBeChecked();

  // A municipality page's map link opens the map filtered to it.
  await page.goto('/municipalities/CPT');
  await page.getByRole('link', { name: t('municipality.mapLink') }).click();
  await expect(page).toHaveURL(/\/map\?municipality=CPT$/u);
  await expect(picker(page)).toHaveValue(CAPE_TOWN);
});

test('the picker finds "johannes" with its count and chooses it by keyboard; axe finds nothing in the open list', async ({ page }, testInfo) => {
  const johannesburg = shownIn({ municipality: 'JHB', ward: null }).length;
  await openList(page, '/map');
  const box = picker(page);
  await box.click();
  const list = page.getByRole('listbox', { name: t('map.filters.municipalityList') });
  await expect(list.getByRole('option').nth(1)).toBeVisible();
  // Every municipality, with "All municipalities" first.
  await expect(list.getByRole('option')).toHaveCount(214);
  await expect(list.getByRole('option').first()).toContainText(t('map.filters.allMunicipalities'));
  const { violations } = await new AxeBuilder({ page }).include('.filter-panel').withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('picker-open-1440.png') });

  await box.fill('johannes');
  const option = list.getByRole('option', { name: `${JOHANNESBURG} JHB ${t('map.filters.count', { n: johannesburg })}` });
  await expect(option).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(2);
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/municipality=JHB/u);
  await expect(list).toHaveCount(0);
  await expect(box).toHaveValue(JOHANNESBURG);
  await expect(listCount(page)).toHaveText(listed(johannesburg));

  // By code too, then back to every municipality.
  await box.fill('CPT');
  await expect(list.getByRole('option').nth(1)).toContainText(CAPE_TOWN);
  // The arrows stop at the last option and go up to "All municipalities".
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').nth(1).getAttribute('id'))!);
  await box.press('ArrowUp');
  await expect(box).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').first().getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).not.toHaveURL(/municipality=/u);
  await expect(listCount(page)).toHaveText(listed(shownIn(WHOLE_COUNTRY).length));
  // Escape closes without choosing.
  await box.fill('durban');
  await box.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(page).not.toHaveURL(/municipality=/u);
});

test.describe('from a Cape Town position', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] });

  test('My municipality and My ward choose Cape Town and the ward there; the detail names both', async ({ page, context }, testInfo) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await openList(page, '/map');
    await page.getByRole('button', { name: t('map.filters.myMunicipality') }).click();
    await expect(page).toHaveURL(/municipality=CPT/u);
    await expect(picker(page)).toHaveValue(CAPE_TOWN);
    await expect(listCount(page)).toHaveText(listed(shownIn({ municipality: 'CPT', ward: null }).length));

    await page.getByRole('button', { name: t('map.filters.myWard') }).click();
    await expect(page).toHaveURL(new RegExp(`ward=${MY_WARD}(&|$)`, 'u'));
    const inWard = shownIn({ municipality: null, ward: MY_WARD });
    expect(inWard.length).toBeGreaterThan(0);
    await expect(listCount(page)).toHaveText(listed(inWard.length));
    await expect(page.getByText(t('map.filters.wardChosen', { n: wardNumber(MY_WARD) }))).toBeVisible();
    // The ward's outlines came as Cape Town's own file; the position went nowhere.
    expect(requests).toContain('/data/wards/CPT.json');
    const position = [String(HERE.latitude).slice(0, 7), String(HERE.longitude).slice(0, 6)];
    expect(requests.filter((r) => position.some((p) => r.includes(p)))).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('my-ward-list-1440.png') });
    await page.getByRole('button', { name: t('map.view.map'), exact: true }).click();
    await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('my-ward-map-1440.png') });
    await page.getByRole('button', { name: t('map.view.list'), exact: true }).click();

    // The detail of a report there names its municipality (a link to its page) and ward.
    await page.getByRole('region', { name: t('map.listTitle') }).getByRole('list').getByRole('listitem').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator(`dt:text-is("${t('detail.municipality')}") + dd a`)).toHaveAttribute('href', '/municipalities/CPT');
    await expect(dialog.locator(`dt:text-is("${t('detail.municipality')}") + dd`)).toHaveText(CAPE_TOWN);
    await expect(dialog.locator(`dt:text-is("${t('detail.ward')}") + dd`)).toHaveText(t('detail.wardValue', { n: wardNumber(MY_WARD), code: MY_WARD }));
    await page.keyboard.press('Escape');

    // Outside South Africa: said so, and the choice stays as it was.
    await context.setGeolocation(WINDHOEK);
    await page.getByRole('button', { name: t('map.filters.myMunicipality') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('map.place.outside') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`ward=${MY_WARD}`, 'u'));
    // "Whole municipality" leaves the ward.
    await page.getByRole('button', { name: t('map.filters.wholeMunicipality') }).click();
    await expect(page).not.toHaveURL(/ward=/u);
    await expect(page).toHaveURL(/municipality=CPT/u);
  });

  test('at 360 px the panel opens over the map with the picker and the buttons inside the screen', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openMap(page, '/map?municipality=CPT');
    await page.getByRole('button', { name: t('map.filters.title') }).click();
    await picker(page).click();
    await picker(page).fill('cape');
    await expect(page.getByRole('option', { name: new RegExp(escape(CAPE_TOWN), 'u') })).toBeVisible();
    for (const name of [t('map.filters.myMunicipality'), t('map.filters.myWard')]) {
      const button = await page.getByRole('button', { name }).boundingBox();
      expect(button!.x + button!.width).toBeLessThanOrEqual(360);
    }
    const list = await page.getByRole('listbox').boundingBox();
    expect(list!.x + list!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('picker-360.png') });
  });
});

test('with the location refused, My municipality says how to allow it', async ({ page }) => {
  await openMap(page, '/map');
  await page.getByRole('button', { name: t('map.filters.myWard') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('map.place.denied') })).toBeVisible();
  await expect(page).not.toHaveURL(/municipality=|ward=/u);
});
