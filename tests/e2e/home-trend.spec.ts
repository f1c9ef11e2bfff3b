// Home's trend (issue 17, point 4): reports received and resolved per month for the last
// twelve months, as a chart and as a table, from the map index.
import { expect, test } from '@playwright/test';
import { t } from './english';
import { holdBack } from './hold-back';
import { expectedTrend, expectTrendTable, trendSection, trendTable } from './home-trend';

test('the chart and its table show the demo data month by month', async ({ page }) => {
  await page.goto('/home');
  const months = await expectedTrend(page);
  // The demo data spans 13 months, so the window leaves some out, and both series have figures.
  expect(months).toHaveLength(12);
  expect(months.some((m) => m.received > 0) && months.some((m) => m.resolved > 0)).toBe(true);
  await expectTrendTable(page, months);

  const section = trendSection(page);
  await expect(section.getByRole('heading', { level: 2, name: t('trend.title') })).toBeVisible();
  await expect(section.locator('svg.trend-chart')).toBeVisible();
  // One bar and one dot a month, their heights in proportion to the figures.
  const bars = section.locator('.trend-received rect');
  const dots = section.locator('.trend-resolved circle');
  await expect(bars).toHaveCount(12);
  await expect(dots).toHaveCount(12);
  const heights = await bars.evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));
  const tallest = Math.max(...heights);
  const most = Math.max(...months.map((m) => m.received));
  for (const [i, m] of months.entries()) expect(heights[i]! / tallest).toBeCloseTo(m.received / most, 3);
  const dotYs = await dots.evaluateAll((circles) => circles.map((c) => Number(c.getAttribute('cy'))));
  const mostResolved = months.reduce((best, m, i) => (m.resolved > months[best]!.resolved ? i : best), 0);
  expect(Math.min(...dotYs)).toBe(dotYs[mostResolved]);
});

test('the table is there for screen readers, and on screen when asked for', async ({ page }) => {
  await page.goto('/home');
  await expectTrendTable(page, await expectedTrend(page));
  const toggle = trendSection(page).getByRole('button', { name: t('trend.showTable') });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The box the button shows and hides: clipped to a pixel while hidden, the table inside it whole.
  const box = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(box.getByRole('table', { name: t('trend.caption') })).toHaveCount(1);
  const width = async () => (await box.boundingBox())?.width ?? 0;
  expect(await width()).toBeLessThanOrEqual(1);
  await toggle.click();
  const hide = trendSection(page).getByRole('button', { name: t('trend.hideTable') });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(width).toBeGreaterThan(150);
  await expect(trendTable(page).getByRole('columnheader')).toHaveText([t('trend.month'), t('trend.received'), t('trend.resolved')]);
  await hide.click();
  await expect.poll(width).toBeLessThanOrEqual(1);
});

test('the chart keeps its place while the data loads, so nothing below it moves', async ({ page }) => {
  // Hold the map index file, and its summary (which a first visit draws from meanwhile), until the empty chart has been measured.
  const release = await holdBack(page, '**/data/map-index**', '**/data/map-tiles/summary');
  await page.goto('/home');
  const section = trendSection(page);
  await expect(section.locator('.trend-loading')).toBeVisible();
  const before = await section.boundingBox();
  release();
  await expectTrendTable(page, await expectedTrend(page));
  await expect(section.locator('.trend-loading')).toHaveCount(0);
  const after = await section.boundingBox();
  expect(after?.height).toBe(before?.height);
  expect(after?.y).toBe(before?.y);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits without scrolling sideways, each month under its bar by its initial', async ({ page }) => {
    await page.goto('/home');
    await expectTrendTable(page, await expectedTrend(page));
    const section = trendSection(page);
    await expect(section.locator('.trend-month-narrow').first()).toBeVisible();
    await expect(section.locator('.trend-month-short').first()).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await section.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });
});
