// The municipalities board and a municipality's page (docs/product-behaviour.md §2.12): ranked
// rows and the unranked ones with their rule, sorting by a column's header (aria-sort, the URL
// keeps it), the province filter, a municipality's figures, types, trend and map link, an
// unknown code, and the board usable at 360 px.
import { expect, test, type Page } from '@playwright/test';
import { MIN_RESOLVED_TO_RANK, RESOLVE_WITHIN_DAYS } from '../../src/domain/municipalities/board';
import { municipalityName } from '../../src/domain/municipalities/directory';
import { problemTypeLabel } from '../../src/messages/problem-words';
import { t } from './english';
import { directory, expectedBoard, openBoard, rankedTable, rowNames, unrankedTable } from './municipalities';

const header = (page: Page, name: string) => rankedTable(page).getByRole('columnheader', { name, exact: true });
const sortButton = (page: Page, name: string) => header(page, name).getByRole('button');
const byName = (a: string, b: string) => a.localeCompare(b, 'en');

test('the board ranks the municipalities with enough resolved reports and lists the rest under the rule', async ({ page }) => {
  await openBoard(page);
  const board = await expectedBoard(page);
  const ranked = board.filter((row) => row.ranked).map((row) => municipalityName(directory, row.code));
  const unranked = board.filter((row) => !row.ranked).map((row) => municipalityName(directory, row.code));
  expect(ranked.length).toBeGreaterThanOrEqual(8);
  expect(unranked.length).toBeGreaterThan(0);
  expect((await rowNames(page)).sort(byName)).toEqual([...ranked].sort(byName));
  // The unranked ones by name, under their heading and the rule.
  await expect(page.getByRole('heading', { level: 2, name: t('municipalities.unrankedTitle') })).toBeVisible();
  await expect(page.getByText(t('municipalities.unrankedBody', { n: MIN_RESOLVED_TO_RANK }))).toBeVisible();
  expect(await rowNames(page, unrankedTable(page))).toEqual([...unranked].sort(byName));
  // The rules are on the page.
  await expect(page.getByText(t('municipalities.rules.ranked', { n: MIN_RESOLVED_TO_RANK }))).toBeVisible();
  await expect(page.getByText(t('municipalities.rules.within', { days: RESOLVE_WITHIN_DAYS }))).toBeVisible();
  // The first order: the share resolved within 30 days, best first.
  await expect(header(page, t('municipalities.columns.resolvedWithin30Days', { days: RESOLVE_WITHIN_DAYS }))).toHaveAttribute('aria-sort', 'descending');
});

test('a column header sorts the ranked rows, a second press reverses them, and the URL keeps the order', async ({ page }) => {
  await openBoard(page);
  const name = t('municipalities.columns.name');
  await sortButton(page, name).click();
  await expect(page).toHaveURL(/sort=name/u);
  await expect(header(page, name)).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await rowNames(page);
  expect(ascending).toEqual([...ascending].sort(byName));
  await sortButton(page, name).click();
  await expect(header(page, name)).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => rowNames(page)).toEqual([...ascending].reverse());
  // Only the sorted column says so.
  await expect(rankedTable(page).locator('th[aria-sort]')).toHaveCount(1);

  const open = t('municipalities.columns.open');
  await sortButton(page, open).click();
  await expect(header(page, open)).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=open/u);
  // Rank, name, province, then Open.
  const openColumn = await rankedTable(page).locator('tbody tr td:nth-child(4)').allInnerTexts();
  const counts = openColumn.map((text) => Number(text.replace(/\D/gu, '')));
  expect(counts).toEqual([...counts].sort((a, b) => a - b));

  // A reload keeps the order.
  await page.reload();
  await expect(header(page, open)).toHaveAttribute('aria-sort', 'ascending');
});

test('the province filter keeps one province, in the URL too', async ({ page }) => {
  await openBoard(page);
  const board = await expectedBoard(page);
  const inCape = board.filter((row) => directory.municipalities.get(row.code)?.province === 'WC');
  expect(inCape.length).toBeGreaterThan(0);
  await page.getByLabel(t('municipalities.province')).selectOption({ label: 'Western Cape' });
  await expect(page).toHaveURL(/province=WC/u);
  await expect(page.locator('.board-table tbody tr')).toHaveCount(inCape.length);
  for (const cell of await page.locator('.board-table tbody td.province').allInnerTexts()) expect(cell).toBe('Western Cape');
  await page.getByLabel(t('municipalities.province')).selectOption({ label: t('municipalities.allProvinces') });
  await expect(page).not.toHaveURL(/province=/u);
});

test("a municipality's page shows its figures, types, busiest ward, trend and a link to the map", async ({ page }) => {
  await openBoard(page);
  const board = await expectedBoard(page);
  const first = (await rowNames(page))[0]!;
  await rankedTable(page).getByRole('link', { name: first, exact: true }).click();
  const code = board.find((row) => municipalityName(directory, row.code) === first)!.code;
  await expect(page).toHaveURL(new RegExp(`/municipalities/${code}$`, 'u'));
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  const expected = board.find((row) => row.code === code)!;
  await expect(page.locator(`.stat-card:has(dt:text-is("${t('municipalities.columns.resolved')}")) dd`)).toHaveText(String(expected.resolved));
  await expect(page.locator(`.stat-card:has(dt:text-is("${t('municipalities.columns.open')}")) dd`)).toHaveText(String(expected.open));
  // Types by their translated names.
  const types = page.getByRole('region', { name: t('municipality.typesTitle') });
  await expect(types.getByRole('row').nth(1)).toBeVisible();
  await expect(types.locator('tbody th').first()).toHaveText(new RegExp(`^(${['Pothole', 'Water Leak', 'Traffic Light', 'Street Lights', 'Guard Rails', 'Illegal Dumping', 'Vagrant Squatter', 'Excessive Litter', 'Road Markings', 'Reinstatement'].map(problemTypeLabel).join('|')})$`, 'u'));
  await expect(page.getByRole('heading', { level: 2, name: t('municipality.wardTitle') })).toBeVisible();
  await expect(page.getByRole('region', { name: t('trend.title') })).toBeVisible();
  await expect(page.getByRole('table', { name: t('trend.caption') }).locator('tbody tr')).toHaveCount(12);
  await expect(page.getByRole('link', { name: t('municipality.mapLink') })).toHaveAttribute('href', `/map?municipality=${code}`);
  // Its Atom feed, served by the areaFeeds function behind the site (tests/integration/feeds.test.ts reads it in full).
  const feedLink = page.getByRole('link', { name: t('municipality.feedLink') });
  await expect(feedLink).toHaveAttribute('href', `/feeds/municipalities/${code}.atom`);
  const feed = await page.request.get(`/feeds/municipalities/${code}.atom`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await feed.text()).toContain(`<title>Mzansi Fix: reports in ${first}</title>`);
  await expect(page.getByRole('link', { name: /^Follow ward \d{8} \(Atom feed\)$/u })).toHaveAttribute('href', /^\/feeds\/wards\/\d{8}\.atom$/u);
  // The way back is a link to the board, not the current page.
  await expect(page.getByRole('link', { name: t('municipality.back') })).not.toHaveAttribute('aria-current', /.*/u);
  await page.getByRole('link', { name: t('municipality.back') }).first().click();
  await expect(page).toHaveURL(/\/municipalities$/u);
});

test('an unknown code says there is no such municipality, with a way back to the board', async ({ page }) => {
  for (const code of ['XYZ', 'not-a-code']) {
    await page.goto(`/municipalities/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: t('municipality.notFoundTitle') })).toBeVisible();
    await expect(page.getByText(t('municipality.notFoundBody', { code }))).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: t('municipality.back') }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: t('municipalities.title') })).toBeVisible();
});

test('at 360 px the board fits the screen: the table scrolls sideways with the name held in place', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await openBoard(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const region = page.getByRole('region', { name: t('municipalities.rankedTitle') });
  const [scrollWidth, clientWidth] = await region.evaluate((box) => [box.scrollWidth, box.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const name = rankedTable(page).locator('tbody th').first();
  const left = (await region.boundingBox())!.x;
  // Scrolled sideways, the rank goes and the name holds to the box's left edge, whatever the distance.
  for (const by of [120, 400]) {
    await region.evaluate((box, x) => box.scrollTo(x, 0), by);
    await expect.poll(async () => Math.round((await name.boundingBox())!.x)).toBe(Math.round(left));
  }
  // Sorting still works by touch.
  await sortButton(page, t('municipalities.columns.resolved')).click();
  await expect(header(page, t('municipalities.columns.resolved'))).toHaveAttribute('aria-sort', 'descending');
});
