// Offline after one visit (issue 39 point 4): the board and a municipality's page open with no
// signal, from the service worker's precache (the pages' code and the municipalities file) and
// the snapshot store (the map index), and show what they showed online.
import { expect, test } from '@playwright/test';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { openBoard, rankedTable, rowNames } from './municipalities';
import { takeControl, waitForSnapshot } from './offline-helpers';

test('after one visit the board and a municipality page work offline', async ({ page, context }) => {
  await openBoard(page);
  await takeControl(page);
  await expect(rankedTable(page).locator('tbody tr').first()).toBeVisible();
  await waitForSnapshot(page, listedProblems.length);
  const board = await rankedTable(page).innerText();
  const first = (await rowNames(page))[0]!;

  await context.setOffline(true);
  await page.goto('/municipalities');
  await expect(page.getByRole('status', { name: t('offline.offlineLabel') })).toBeVisible();
  await expect(rankedTable(page)).toHaveText(board, { useInnerText: true });
  // Names, not codes: the municipalities file came from the precache.
  await expect(page.getByText(t('municipalities.namesFailed'))).toHaveCount(0);

  await rankedTable(page).getByRole('link', { name: first, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByRole('region', { name: t('municipality.typesTitle') }).getByRole('row').nth(1)).toBeVisible();
  // Opened afresh with no signal: a path with no prerendered page of its own.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  // The worker keeps the route's shell, not every municipality's page (src/domain/page-shells.ts).
  await expect(page.locator('#root')).toHaveAttribute('data-page', '/municipalities/$code');
  await expect(page.getByRole('region', { name: t('trend.title') })).toBeVisible();
  await context.setOffline(false);
});
