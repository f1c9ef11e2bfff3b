// The snapshot store in real Chromium: a database from an older version is
// upgraded with its data, and storage trouble (a full disk, a damaged record)
// brings a short notice while the site carries on from the network.
import { expect, test, type Page } from '@playwright/test';
import type { Problem } from '../../src/domain/model';
import { parseProblem } from '../../src/domain/parse-problem';
import { countProblems } from '../../src/domain/problem-stats';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { readSnapshot, waitForSnapshot } from './offline-helpers';

const card = (page: Page, label: string) => page.locator(`.stat-card:has(dt:text-is("${label}")) dd`);
const notice = (page: Page, text: string) => page.locator('.app-notice').filter({ hasText: text });
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180';

/** Reports as version 1 of the site saved them (the Problem shape, parsed). */
const OLD_REPORTS: Problem[] = [
  ['p-v1-a', 'Sinkhole opening beside the taxi rank', '2026-11-01T08:00:00Z'],
  ['p-v1-b', 'Streetlight out for a week on Jan Smuts Ave', '2026-10-20T18:30:00Z'],
  ['p-v1-c', 'Rubble dumped in the park on 5th Street', '2026-09-02T12:00:00Z'],
].map(([id, description, createdAt]) => {
  const result = parseProblem(id, { type: 'Pothole', status: 'Active', description, createdAt: Date.parse(createdAt!) });
  if (!result.ok) throw new Error(result.reason);
  return result.value;
});

test('a snapshot saved by an older version (schema 1) is upgraded, not thrown away', async ({ page, context }) => {
  // Firestore and the index file out of reach: whatever the page shows comes from the old snapshot.
  await context.route((url) => url.host === firestoreHost, (route) => route.abort());
  await context.route('**/data/map-index', (route) => route.abort());
  await page.goto('/robots.txt');
  await page.evaluate(
    (problems) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('mzansi-fix-snapshots', 1);
        open.onupgradeneeded = () => {
          for (const name of ['problems', 'profiles', 'leaderboards']) open.result.createObjectStore(name);
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('problems', 'readwrite');
          tx.objectStore('problems').put({ savedAt: Date.parse('2026-11-02T10:00:00Z'), problems }, 'latest');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    OLD_REPORTS,
  );

  await page.goto('/home');
  await expect(card(page, t('home.totalReports'))).toHaveText(String(OLD_REPORTS.length));
  const recent = page.getByRole('region', { name: t('home.recentProblems') });
  for (const problem of OLD_REPORTS) await expect(recent).toContainText(problem.description);
  const upgraded = await readSnapshot(page);
  // The old list became the map index (and home's recent list); its store keeps only such short lists now.
  expect(upgraded).toMatchObject({ version: 4, stores: ['contributors', 'leaderboards', 'mapIndex', 'problems', 'profiles'], problems: OLD_REPORTS.length });
});

test('a damaged saved record: a short notice, and the data comes from the network', async ({ page }) => {
  await page.goto('/home');
  await waitForSnapshot(page, listedProblems.length);
  // Damage the record from a page that runs none of the site's code: /home, going away, saves a
  // pending change (pagehide), and would otherwise overwrite the damage before the reload reads it.
  await page.goto('/robots.txt');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('mzansi-fix-snapshots');
        open.onsuccess = () => {
          const tx = open.result.transaction('mapIndex', 'readwrite');
          tx.objectStore('mapIndex').put({ savedAt: 'yesterday', entries: 'not a list' }, 'latest');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.goto('/home');
  await expect(notice(page, t('offline.storage.corrupt'))).toBeVisible();
  await expect(card(page, t('home.totalReports'))).toHaveText(countProblems(listedProblems).total.toLocaleString('en-ZA'));
  // The next save repairs it.
  await waitForSnapshot(page, listedProblems.length);
  await notice(page, t('offline.storage.corrupt')).getByRole('button', { name: t('offline.dismiss') }).click();
  await expect(notice(page, t('offline.storage.corrupt'))).toHaveCount(0);
});

test('a full disk: a short notice, and the site keeps working from the network', async ({ page, context, baseURL }) => {
  await page.goto('/robots.txt');
  // Chromium's own quota for this origin, cut to 20 KB: real QuotaExceededErrors, not a stand-in.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin, quotaSize: 20_000 });
  await page.goto('/home');
  await expect(notice(page, t('offline.storage.quota'))).toBeVisible({ timeout: 30_000 });
  await expect(card(page, t('home.totalReports'))).toHaveText(countProblems(listedProblems).total.toLocaleString('en-ZA'));
  await expect(page.getByRole('region', { name: t('home.recentProblems') }).getByRole('listitem').first()).toBeVisible();
});
