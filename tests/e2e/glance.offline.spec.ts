// Glance mode with no signal at all: opened from a home-screen shortcut after
// one visit with signal, it comes from the service worker and the snapshot store.
import { expect, test } from '@playwright/test';
import { listedProblems } from './demo-seed';
import { drive, expectedRows, expectRows, ROUTE, START } from './glance-route';
import { takeControl, waitForSnapshot } from './offline-helpers';

test.use({ viewport: { width: 360, height: 740 }, geolocation: START, permissions: ['geolocation', 'screen-wake-lock'] });

test('opens offline from the caches, lists the nearest reports and follows the position', async ({ page, context }) => {
  await page.goto('/glance');
  await takeControl(page);
  await waitForSnapshot(page, listedProblems.length);
  await context.setOffline(true);
  await page.reload();
  const steps = expectedRows(ROUTE);
  await expectRows(page, steps[0]!);
  await expect(page.getByRole('status').filter({ hasText: /^Offline · data (just now|\d+ min old)$/u })).toBeVisible();
  await drive(page, context, ROUTE.slice(1, 4), steps.slice(1, 4));
  await context.setOffline(false);
});
