// Home's trend with no signal: after one visit with signal it comes from the map index
// saved in the snapshot store, with the same figures.
import { expect, test } from '@playwright/test';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { expectedTrend, expectTrendTable, trendSection } from './home-trend';
import { takeControl, waitForSnapshot } from './offline-helpers';

test.use({ viewport: { width: 360, height: 740 } });

test('shows offline from the saved map index', async ({ page, context }) => {
  await page.goto('/home');
  await takeControl(page);
  await waitForSnapshot(page, listedProblems.length);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status', { name: t('offline.offlineLabel') })).toBeVisible();
  await expect(trendSection(page).locator('.trend-received rect')).toHaveCount(12);
  await expectTrendTable(page, await expectedTrend(page));
  await context.setOffline(false);
});
