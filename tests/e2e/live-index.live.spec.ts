// The map index stays live: a report the app writes (created, resolved, deleted)
// reaches every open tab within 10 s, through the Cloud Function and the tabs'
// listeners on the index's changes.
import { expect, test, type Page } from '@playwright/test';
import { countProblems } from '../../src/domain/problem-stats';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { deleteProblem, putProblem } from './emulator-data';

test.use({ viewport: { width: 1280, height: 900 } });

const LIVE_MS = 10_000;
const strip = (page: Page, label: string) => page.locator(`.stats-strip dt:text-is("${label}") + dd`);
const format = (n: number) => n.toLocaleString('en-ZA');

test('a report created, resolved and deleted shows in every open tab within 10 s', async ({ context }) => {
  const tabs = [await context.newPage(), await context.newPage()];
  const counts = countProblems(listedProblems);
  for (const tab of tabs) {
    await tab.goto('/');
    await expect(strip(tab, t('stats.total'))).toHaveText(format(counts.total));
  }
  // Both tabs follow the changes once the SDK has loaded; give it a moment so the clock below measures the index alone.
  await tabs[1]!.waitForTimeout(3000);

  const id = 'p-e2e-live-index';
  const report = {
    type: 'Pothole', description: 'Fresh pothole on the N2 off-ramp', status: 'Active',
    coordinates: { latitude: -33.93, longitude: 18.47 }, streetAddress: 'N2 off-ramp, Cape Town',
    reportedBy: 'PotholeQueen', reportedByUserId: 'u-thandi', createdAt: new Date().toISOString(), confirmations: 0, denials: 0,
  };
  try {
    await putProblem(id, report);
    for (const tab of tabs) {
      await expect(strip(tab, t('stats.total'))).toHaveText(format(counts.total + 1), { timeout: LIVE_MS });
      await expect(strip(tab, t('stats.active'))).toHaveText(format(counts.active + 1), { timeout: LIVE_MS });
    }
    await putProblem(id, { ...report, status: 'Resolved', resolvedAt: new Date().toISOString() });
    for (const tab of tabs) {
      await expect(strip(tab, t('stats.resolved'))).toHaveText(format(counts.resolved + 1), { timeout: LIVE_MS });
    }
  } finally {
    await deleteProblem(id);
  }
  for (const tab of tabs) await expect(strip(tab, t('stats.total'))).toHaveText(format(counts.total), { timeout: LIVE_MS });
});

test('a link to a report shared seconds after it was made opens it, though the CDN still holds an older index file', async ({ page }) => {
  // The site server's stand-in for the CDN keeps the file for s-maxage from whenever a test first
  // asked for it. A copy about to expire would expire mid-test and already hold the new report:
  // wait such a copy out, so that the first visit below leaves a fresh one.
  test.setTimeout(120_000);
  const held = await page.request.get('/data/map-index');
  const keptFor = Number(/s-maxage=(\d+)/u.exec(held.headers()['cache-control'] ?? '')?.[1] ?? 0);
  const left = keptFor - Number(held.headers()['age'] ?? 0);
  if (held.headers()['age'] !== undefined && left < 45) await page.waitForTimeout((left + 1) * 1000);
  await page.goto('/map');
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  const id = 'p-e2e-shared-fresh';
  const description = 'Burst main flooding the taxi rank';
  try {
    await putProblem(id, {
      type: 'Water Leak', description, status: 'Active', coordinates: { latitude: -26.2, longitude: 28.04 },
      streetAddress: 'Bree Street taxi rank, Johannesburg', reportedBy: 'PotholeQueen', reportedByUserId: 'u-thandi',
      createdAt: new Date().toISOString(), confirmations: 0, denials: 0,
    });
    // The file is the CDN's older copy: the report is not in it.
    const file = await page.evaluate(async () => (await fetch('/data/map-index')).text());
    expect(file, 'the CDN copy expired between the first visit and now (rare): run again').not.toContain(id);
    await page.goto(`/map?problem=${id}`);
    // The live changes bring it in; the link waits for them instead of calling it unknown.
    await expect(page.getByRole('dialog')).toContainText(description, { timeout: LIVE_MS });
    await expect(page.getByText(t('map.unknownProblem'))).toHaveCount(0);
  } finally {
    await deleteProblem(id);
  }
});

/** Follows a link inside the running app (no page load), as a tap on a shared link would. */
async function openInApp(page: Page, id: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState({}, '', `/map?problem=${target}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, id);
}

test('a report opened offline shows what is cached, or says plainly that its details need a connection', async ({ page, context }) => {
  const [seen, unseen] = listedProblems.filter((p) => p.coordinates !== null && p.description.trim() !== '' && p.status === 'Active');
  const dialog = page.getByRole('dialog');
  await page.goto(`/map?problem=${seen!.id}`);
  await expect(dialog).toContainText(seen!.description.trim());
  await dialog.getByRole('button', { name: t('detail.close'), exact: true }).click();

  await context.setOffline(true);
  try {
    await openInApp(page, unseen!.id);
    await expect(dialog).toContainText(t('detail.needsConnection'));
    // Its title comes from the map index, which the page holds.
    await expect(dialog.getByRole('heading', { level: 2 })).toContainText(unseen!.type);
    await dialog.getByRole('button', { name: t('detail.close'), exact: true }).click();

    await openInApp(page, seen!.id);
    await expect(dialog).toContainText(seen!.description.trim());
  } finally {
    await context.setOffline(false);
  }
});
