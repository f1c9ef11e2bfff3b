// "My ward" offline after one use (issue 39): the municipalities file comes from the precache,
// the municipality's ward file from the service worker's runtime cache it went into on the
// first tap (sw/strategies.ts wardFileStrategy), and the map index from the snapshot store.
import { expect as baseExpect, test } from '@playwright/test';
import { CACHE_NAMES } from '../../sw/cache-names';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { HERE, MY_WARD, listCount, listed, openList, shownIn } from './map-places';
import { takeControl, waitForSnapshot } from './offline-helpers';

test.use({ viewport: { width: 1280, height: 900 }, geolocation: HERE, permissions: ['geolocation'] });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

test('after one use, My ward works with no signal', async ({ page, context }) => {
  await openList(page, '/map');
  await takeControl(page);
  await waitForSnapshot(page, listedProblems.length);
  const myWard = page.getByRole('button', { name: t('map.filters.myWard') });
  await myWard.click();
  await expect(page).toHaveURL(new RegExp(`ward=${MY_WARD}(&|$)`, 'u'));
  // Kept by the worker, not precached: only the file this phone asked for.
  const kept = () =>
    page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, CACHE_NAMES.wardFiles);
  await expect.poll(kept).toEqual(['/data/wards/CPT.json']);

  await context.setOffline(true);
  await openList(page, '/map');
  await expect(page).not.toHaveURL(/ward=/u);
  await myWard.click();
  await expect(page).toHaveURL(new RegExp(`ward=${MY_WARD}(&|$)`, 'u'));
  await expect(listCount(page)).toHaveText(listed(shownIn({ municipality: null, ward: MY_WARD }).length));
  await expect(page.getByText(t('map.place.boundaries'))).toHaveCount(0);
  await context.setOffline(false);
});
