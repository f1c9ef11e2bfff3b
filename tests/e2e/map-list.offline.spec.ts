// The list view offline: opened with no network, from the saved copy of the map index,
// it lists what it lists online (issue 40, point 1: "Offline, from the saved copy, like the map").
import { expect, test } from '@playwright/test';
import { DEFAULT_FILTERS, filterProblems } from '../../src/domain/problem-filter';
import { listReports } from '../../src/domain/map-view/report-list';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { takeControl, waitForSnapshot } from './offline-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('offline, /map?view=list lists the reports of the saved copy, newest first, and a row opens its detail', async ({ page, context }) => {
  await page.goto('/map');
  await takeControl(page);
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  await waitForSnapshot(page, listedProblems.length);

  await context.setOffline(true);
  await page.goto('/map?view=list');
  // "Offline" while the saved copy is read, then "Offline · data from 17:41": either may be on screen first.
  await expect(page.getByRole('status', { name: t('offline.offlineLabel') })).toContainText(t('offline.offline'));
  const region = page.getByRole('region', { name: t('map.listTitle') });
  const shown = filterProblems(listedProblems, DEFAULT_FILTERS, null, Date.now()).visible;
  await expect(region.locator('.report-list-count')).toHaveText(`${t('map.list.count', { n: shown.length })} · ${t('map.list.newestFirst')}`);
  const rows = region.getByRole('list').getByRole('listitem').getByRole('button');
  const newest = listReports(shown, { bounds: null, position: null })[0]!.problem;
  await expect(rows.first()).toHaveAccessibleName(new RegExp(`${newest.type}.*${newest.status}`, 'u'));
  await rows.first().click();
  await expect(page.getByRole('dialog')).toContainText(newest.type);
});
