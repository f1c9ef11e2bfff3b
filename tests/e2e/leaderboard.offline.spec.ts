// Offline, the leaderboard shows the board of every period seen with signal (saved per period
// on the device), and says so for a period never seen, rather than "No contributors yet".
import { expect, test, type Page } from '@playwright/test';
import { t } from './english';
import { takeControl } from './offline-helpers';

/** How many boards the device keeps (one per period seen). */
function savedBoards(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('mzansi-fix-snapshots');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('leaderboards')) return resolve(0);
          const count = db.transaction('leaderboards').objectStore('leaderboards').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
  );
}

test('offline, the leaderboard shows each period seen and says when one was never seen', async ({ page, context }) => {
  await page.goto('/leaderboard');
  await takeControl(page);
  const table = page.getByRole('table');
  const period = page.getByLabel(t('leaderboard.period'));
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  const allTime = (await table.textContent()) ?? '';
  await period.selectOption({ label: t('periods.week') });
  await expect(table).not.toHaveText(allTime);
  const week = (await table.textContent()) ?? '';
  await expect.poll(() => savedBoards(page)).toBe(2);

  await context.setOffline(true);
  await page.reload();
  await expect(table).toHaveText(allTime);
  await period.selectOption({ label: t('periods.week') });
  await expect(table).toHaveText(week);
  await period.selectOption({ label: t('periods.month') });
  await expect(page.getByText(t('offline.leaderboardNotSaved'))).toBeVisible();
  await expect(page.getByText(t('leaderboard.emptyTitle'))).toBeHidden();
});
