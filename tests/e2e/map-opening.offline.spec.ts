// The map opens with the view it last drew: before the saved copy of the index has been
// read (slow on a cheap phone holding 50,000 reports), the markers of the last visit's view
// are on screen, then the copy takes over with the same markers.
import { expect, test, type Page } from '@playwright/test';
import { countProblems } from '../../src/domain/problem-stats';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { takeControl, waitForSnapshot } from './offline-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const markers = (page: Page) => page.locator('.map-cluster, .map-marker');
const markerTitles = async (page: Page) => (await markers(page).evaluateAll((all) => all.map((m) => m.getAttribute('title') ?? ''))).sort();
const cover = (page: Page) => page.getByRole('status').filter({ hasText: t('map.loading') });

/**
 * Holds the answer to the site's read of its saved copy for `ms` (the only read of the store
 * "mapIndex"), and says when it was let through: a slow disk, made on purpose.
 */
function slowSavedCopy(ms: number) {
  const get = IDBObjectStore.prototype.get;
  (window as unknown as { copyRead: boolean }).copyRead = false;
  IDBObjectStore.prototype.get = function (this: IDBObjectStore, key: IDBValidKey | IDBKeyRange) {
    const request = get.call(this, key);
    if (this.name !== 'mapIndex') return request;
    const add = request.addEventListener.bind(request);
    request.addEventListener = (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type !== 'success') return add(type, listener, options);
      add(
        type,
        (event) =>
          setTimeout(() => {
            (window as unknown as { copyRead: boolean }).copyRead = true;
            if (typeof listener === 'function') listener.call(request, event);
            else listener.handleEvent(event);
          }, ms),
        options,
      );
    };
    return request;
  };
}

test('offline, the map shows the view it last drew before its saved copy is read, then the same from the copy', async ({ page, context }) => {
  // "/": the map with the stats strip over it.
  await page.goto('/');
  await takeControl(page);
  await expect(cover(page)).toBeHidden();
  await expect(markers(page).first()).toBeVisible();
  await waitForSnapshot(page, listedProblems.length);
  // The view is kept once the clustering worker has answered for it.
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('mzansi-fix.map-clusters') ?? '[]') as { shown?: unknown }[]).some((a) => a.shown)))
    .toBe(true);
  const before = await markerTitles(page);
  const zoom = Number(await page.getByTestId('map').getAttribute('data-zoom'));

  await page.addInitScript(slowSavedCopy, 4000);
  await context.setOffline(true);
  await page.reload();
  await expect(cover(page)).toBeHidden();
  await expect(markers(page).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copyRead: boolean }).copyRead)).toBe(false);
  expect(await markerTitles(page)).toEqual(before);
  // The copy is there, only not read yet: the strip says "Offline", not "no saved data yet".
  await expect(page.getByRole('status', { name: t('offline.offlineLabel') })).toHaveText(t('offline.offline'));

  // A cluster tapped before the copy is read zooms in a step (how far it splits is not known yet).
  await page.locator('.map-cluster').first().click();
  await expect.poll(async () => Number(await page.getByTestId('map').getAttribute('data-zoom'))).toBeGreaterThan(zoom);

  // Once the copy is read, the map and the figures come from it.
  await page.waitForFunction(() => (window as unknown as { copyRead: boolean }).copyRead, null, { timeout: 10_000 });
  const total = countProblems(listedProblems).total.toLocaleString('en-ZA');
  await expect(page.locator(`.stats-strip dt:text-is("${t('stats.total')}") + dd`)).toHaveText(total);
  await page.reload();
  await expect(markers(page).first()).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { copyRead: boolean }).copyRead, null, { timeout: 10_000 });
  await expect.poll(() => markerTitles(page)).toEqual(before);
});
