// The leaderboard: period filter (a custom range too), the nine columns, scores by the spec's formula
// over every seeded report (the server works them out from its stats), top three highlighted;
// on a phone (below 600 px) the same rows as one card each instead of the table.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LEADERBOARD_USERS } from '../../src/domain/constants';
import { ALL_TIME, customRange, type DateRange } from '../../src/domain/date-range';
import { publicDisplayName } from '../../src/domain/display-name';
import { parseProblem } from '../../src/domain/parse-problem';
import { parseAdReward } from '../../src/domain/parse-user';
import { rewardDaysOf } from '../../src/domain/reward-days';
import { scoreContributors } from '../../src/domain/scoring';
import { t } from './english';
import { holdBack } from './hold-back';
import { seed, users } from './demo-seed';

/** The table's nine columns, in the spec's order. */
const COLUMNS = ['rank', 'user', 'points', 'reports', 'confirmations', 'denials', 'resolved', 'bonus', 'adsViewed'] as const;

const names = { user: t('names.user'), anonymousUser: t('names.anonymousUser') };

/** Every seeded report, those without a creation time too: they count for All Time. */
const allProblems = seed.problems.flatMap((p) => {
  const result = parseProblem(p.id, p);
  return result.ok ? [result.value] : [];
});

/** What the table must show for a period: the top 20 by reportsCount, scored by the formula and re-sorted. */
function expectedBoard(range: DateRange) {
  // As Firestore orders them: reportsCount descending, a tie by document id, descending too.
  const top = [...users].sort((a, b) => b.reportsCount - a.reportsCount || (a.uid < b.uid ? 1 : -1)).slice(0, LEADERBOARD_USERS);
  // The projection keeps rewards as day totals (a reward without a readable time belongs to no day).
  const rewards = new Map(
    seed.users.map((u) => [u.id, rewardDaysOf((u.adRewards ?? []).flatMap((r) => {
      const parsed = parseAdReward(r.id, r);
      return parsed.ok ? [parsed.value] : [];
    }))]),
  );
  return scoreContributors(top.map((u) => u.uid), allProblems, rewards, range).map((score) => ({
    ...score,
    name: publicDisplayName(users.find((u) => u.uid === score.uid)!, names),
  }));
}

const expectedAllTime = () => expectedBoard(ALL_TIME);

test('shows the nine columns and the top contributors scored for all time', async ({ page }) => {
  await page.goto('/leaderboard');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(COLUMNS.map((column) => t(`leaderboard.columns.${column}` as const)));
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const expected = expectedAllTime();
  await expect(rows).toHaveCount(expected.length);
  for (const [index, row] of expected.slice(0, 5).entries()) {
    await expect(rows.nth(index).getByRole('cell')).toHaveText([
      String(index + 1),
      String(row.points),
      String(row.reports),
      String(row.confirmations),
      String(row.denials),
      String(row.resolved),
      String(row.bonus),
      String(row.adsViewed),
    ]);
    await expect(rows.nth(index).getByRole('rowheader')).toHaveText(row.name);
  }
  // The top three stand out; the fourth does not.
  for (const index of [0, 1, 2]) await expect(rows.nth(index)).toHaveClass(/\btop\b/u);
  await expect(rows.nth(3)).not.toHaveClass(/\btop\b/u);
  // Points only go down the table.
  const points = (await rows.locator('td:nth-child(3)').allInnerTexts()).map(Number);
  expect(points).toEqual([...points].sort((a, b) => b - a));
  // No email address is ever shown.
  await expect(table).not.toContainText('@');
});

test('the period filter offers its periods and rescoring changes the numbers', async ({ page }) => {
  await page.goto('/leaderboard');
  const period = page.getByLabel(t('leaderboard.period'));
  await expect(period.locator('option')).toHaveText([
    t('periods.all'),
    t('periods.today'),
    t('periods.week'),
    t('periods.month'),
    t('periods.year'),
    t('periods.custom'),
  ]);
  const firstPoints = page.getByRole('table').getByRole('row').nth(1).locator('td').nth(1);
  const allTime = Number(await firstPoints.innerText());
  await period.selectOption({ label: t('periods.week') });
  await expect.poll(async () => Number(await firstPoints.innerText())).toBeLessThan(allTime);
});

test('a custom range shows the formula\'s figures for its days', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(expectedAllTime().length);
  await page.getByLabel(t('leaderboard.period')).selectOption({ label: t('periods.custom') });
  const [from, to] = ['2026-10-01', '2026-11-15'];
  await page.getByLabel(t('periods.from')).fill(from);
  await page.getByLabel(t('periods.to')).fill(to);
  const expected = expectedBoard(customRange(from, to));
  const points = page.getByRole('table').locator('tbody td:nth-child(3)');
  await expect(points).toHaveText(expected.map((row) => String(row.points)));
  const first = page.getByRole('table').getByRole('row').nth(1);
  await expect(first.getByRole('cell')).toHaveText(
    ['1', ...(['points', 'reports', 'confirmations', 'denials', 'resolved', 'bonus', 'adsViewed'] as const).map((figure) => String(expected[0]![figure]))],
  );
});

test('shows the loading text while the board is read', async ({ page }) => {
  // Hold the server's answer back so the loading state can be seen.
  const release = await holdBack(page, '**/data/leaderboard*');
  await page.goto('/leaderboard');
  await expect(page.getByText(t('leaderboard.loading'))).toBeVisible();
  release();
  await expect(page.getByRole('table')).toBeVisible();
});

/** The figures a card shows under the name, in the table's column order. */
const FIGURES = ['reports', 'confirmations', 'denials', 'resolved', 'bonus', 'adsViewed'] as const;
const PHONE = { width: 360, height: 740 };

const cardList = (page: Page) => page.getByRole('list', { name: t('leaderboard.title') });

/** One contributor as the board shows it: the nine columns' texts, keyed by column. */
type BoardRow = Record<(typeof COLUMNS)[number], string>;

/** The table's rows, read from the page, cell by cell. */
async function tableRows(page: Page): Promise<BoardRow[]> {
  const keys = COLUMNS;
  const texts = await page.locator('table.leaderboard tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText.trim())),
  );
  return texts.map((cells) => Object.fromEntries(keys.map((key, index) => [key, cells[index]])) as BoardRow);
}

/** What a screen reader meets in one card, in order: rank, name and points, then each figure with its label. */
function cardSnapshot(row: BoardRow): string {
  return [
    '- listitem:',
    `  - text: ${t('leaderboard.columns.rank')} ${row.rank}`,
    `  - strong: ${row.user}`,
    `  - text: ${row.points} ${t('leaderboard.columns.points')}`,
    ...FIGURES.flatMap((figure) => [`  - term: ${t(`leaderboard.columns.${figure}` as const)}`, `  - definition: "${row[figure]}"`]),
  ].join('\n');
}

async function fontSize(locator: Locator): Promise<number> {
  return locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
}

test('on a 360 px phone each contributor is one card, in the table\'s order, with nothing to scroll sideways', async ({ page }) => {
  // The table first, on a wide screen: the cards must say the same, in the same order.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/leaderboard');
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(expectedAllTime().length);
  const table = await tableRows(page);
  expect(table.slice(0, 5).map((row) => [row.user, row.points])).toEqual(expectedAllTime().slice(0, 5).map((row) => [row.name, String(row.points)]));

  await page.setViewportSize(PHONE);
  const cards = cardList(page).getByRole('listitem');
  await expect(cards).toHaveCount(table.length);
  // The table is display: none, so assistive technology meets one board, not two.
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.locator('table.leaderboard')).toBeHidden();
  for (const [index, row] of table.entries()) await expect(cards.nth(index)).toMatchAriaSnapshot(cardSnapshot(row));
  for (const index of [0, 1, 2]) await expect(cards.nth(index)).toHaveClass(/\btop\b/u);
  await expect(cards.nth(3)).not.toHaveClass(/\btop\b/u);
  await expect(cardList(page)).not.toContainText('@');

  // Rank, name and points are large; the six figures beneath are smaller but still readable.
  const first = cards.first();
  const figureSize = await fontSize(first.getByRole('definition').first());
  expect(figureSize).toBeGreaterThanOrEqual(14);
  expect(await fontSize(first.locator('.card-points-value'))).toBeGreaterThan(figureSize * 1.4);
  expect(await fontSize(first.locator('.card-name'))).toBeGreaterThan(figureSize);
  expect(await fontSize(first.locator('.card-rank'))).toBeGreaterThan(figureSize);
  // Every card fits the screen: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const box of await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(PHONE.width);
  }
});

test('the cards follow the period filter as the table does', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/leaderboard');
  const firstPoints = cardList(page).getByRole('listitem').first().locator('.card-points-value');
  const allTime = Number(await firstPoints.innerText());
  await page.getByLabel(t('leaderboard.period')).selectOption({ label: t('periods.week') });
  await expect.poll(async () => Number(await firstPoints.innerText())).toBeLessThan(allTime);
});

test('the table takes over at 600 px with its nine columns, and the cards give way', async ({ page }) => {
  await page.setViewportSize({ width: 599, height: 800 });
  await page.goto('/leaderboard');
  await expect(cardList(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  for (const width of [600, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'User', 'Points', 'Reports', 'Confirmations', 'Denials', 'Resolved', 'Bonus', 'Ads Viewed']);
    await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader') })).toHaveCount(expectedAllTime().length);
    await expect(cardList(page)).toHaveCount(0);
  }
});

test('at 600 px the names stay in view while the figures scroll, from the keyboard too', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await page.goto('/leaderboard');
  const box = page.getByRole('region', { name: t('leaderboard.tableLabel') });
  const name = box.getByRole('rowheader').first();
  await expect(name).toBeVisible();
  const before = await name.boundingBox();
  await box.focus();
  for (let press = 0; press < 10; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(box.getByRole('columnheader', { name: t('leaderboard.columns.adsViewed') })).toBeInViewport();
  expect((await name.boundingBox())?.x).toBe(before?.x);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the phone cards and the narrow table pass the accessibility check (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [360, 600]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/leaderboard');
      await expect(page.locator('.leaderboard-page .top-1').filter({ visible: true })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map((v) => `${width} px: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
    }
  });
}
