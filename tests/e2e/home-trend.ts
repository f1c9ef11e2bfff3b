// Home's "Reports per month" as a test reads it: the table's cells, and the figures the
// demo data must give them (through the same domain function, for the page's own clock).
import { expect, type Page } from '@playwright/test';
import { monthlyTrend, type TrendMonth } from '../../src/domain/monthly-trend';
import { formatCount, formatMonth } from '../../src/messages/formats';
import { t } from './english';
import { listedProblems } from './demo-seed';

export const trendSection = (page: Page) => page.getByRole('region', { name: t('trend.title') });
export const trendTable = (page: Page) => page.getByRole('table', { name: t('trend.caption') });

/** The seeded reports' twelve months up to the page's "now". */
export async function expectedTrend(page: Page): Promise<TrendMonth[]> {
  return monthlyTrend(listedProblems, await page.evaluate(() => Date.now()));
}

/** Waits until the table holds exactly these months and figures, row by row (month, received, resolved). */
export async function expectTrendTable(page: Page, months: readonly TrendMonth[]): Promise<void> {
  const cells = months.flatMap((m) => [formatMonth(m.start, 'long'), formatCount(m.received), formatCount(m.resolved)]);
  await expect(trendTable(page).locator('tbody tr > *')).toHaveText(cells);
}
