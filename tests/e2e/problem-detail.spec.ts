// The report detail modal (issue #4 points 3 and 4): its fields, "Unknown User",
// the photos and their full-screen viewer, keyboard use, Share with and without
// the share sheet, and an axe check of each tab. Reports are opened through the
// shared link /map?problem=<id>, and chosen from the seeded data by what they hold.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Problem } from '../../src/domain/model';
import { formatReportedOn } from '../../src/features/map/detail/format-reported-on';
import { t } from './english';
import { listedProblems, publicReporterName, seed, users } from './demo-seed';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function find(what: string, predicate: (problem: Problem) => boolean): Problem {
  const found = listedProblems.find(predicate);
  if (!found) throw new Error(`the demo seed has no listed report ${what}`);
  return found;
}

/** True when the seeded document spells its reference with `field` (and only that spelling). */
function spelledWith(problem: Problem, field: 'municipalReference' | 'municipalRefNumber'): boolean {
  const other = field === 'municipalReference' ? 'municipalRefNumber' : 'municipalReference';
  const raw = seed.problems.find((p) => p.id === problem.id);
  return raw !== undefined && field in raw && !(other in raw) && problem.municipalReference !== null;
}

const knownReporter = (problem: Problem) => users.some((u) => u.uid === problem.reportedByUserId);
const withReference = find('with municipalReference', (p) => spelledWith(p, 'municipalReference') && knownReporter(p));
const withRefNumber = find('with municipalRefNumber', (p) => spelledWith(p, 'municipalRefNumber') && knownReporter(p));
const withoutReference = find('without a reference', (p) => p.municipalReference === null && knownReporter(p));
const unknownReporter = find('by a user without a record', (p) => p.reportedByUserId.trim() !== '' && !knownReporter(p));
const threePhotos = find('with three photos', (p) => p.photos.length === 3 && p.status === 'Active' && p.coordinates !== null);
const noPhotos = find('without photos', (p) => p.photos.length === 0);

async function openDetail(page: Page, problem: Problem): Promise<Locator> {
  await page.goto(`/map?problem=${encodeURIComponent(problem.id)}`);
  const dialog = page.getByRole('dialog', { name: problem.type });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The value (dd) shown under a label (dt) of the Details tab. */
function field(dialog: Locator, label: string): Locator {
  return dialog.locator(`dt:text-is("${label}") + dd`);
}

for (const [name, problem] of [
  ['municipalReference', withReference],
  ['municipalRefNumber', withRefNumber],
  ['no municipal reference', withoutReference],
] as const) {
  test(`Details show every field of a report with ${name}`, async ({ page }) => {
    const dialog = await openDetail(page, problem);
    await expect(dialog.getByRole('tab', { name: t('detail.details') })).toHaveAttribute('aria-selected', 'true');
    await expect(field(dialog, t('detail.description'))).toHaveText(problem.description.trim() || t('detail.noDescription'));
    const location = field(dialog, t('detail.location'));
    await expect(location).toContainText(problem.streetAddress.trim() || t('home.locationPending'));
    if (problem.coordinates) {
      const { latitude, longitude } = problem.coordinates;
      await expect(location).toContainText(t('detail.coordinates', { latitude: latitude.toFixed(5), longitude: longitude.toFixed(5) }));
    }
    await expect(field(dialog, t('detail.status'))).toHaveText(problem.status);
    await expect(field(dialog, t('detail.reportedBy'))).toHaveText(publicReporterName(problem));
    await expect(field(dialog, t('detail.reportedOn'))).toHaveText(problem.createdAt === null ? t('detail.unknownDate') : formatReportedOn(problem.createdAt));
    await expect(field(dialog, t('detail.municipalReference'))).toHaveText(problem.municipalReference ?? t('detail.notYetAssigned'));
    const feedback = field(dialog, t('detail.communityFeedback'));
    await expect(feedback).toContainText(t('detail.confirmations', { n: problem.confirmations }));
    await expect(feedback).toContainText(t('detail.denials', { n: problem.denials }));
  });
}

test('a reporter without a user record is shown as "Unknown User"', async ({ page }) => {
  const dialog = await openDetail(page, unknownReporter);
  await expect(field(dialog, t('detail.reportedBy'))).toHaveText(t('names.unknownUser'));
});

test('Photos (n): the grid, the viewer with buttons, arrow keys and swipes, and Escape closing one layer at a time', async ({ page }) => {
  const urls = threePhotos.photos.map((photo) => photo.url);
  const dialog = await openDetail(page, threePhotos);
  await dialog.getByRole('tab', { name: t('detail.photos', { n: 3 }) }).click();
  const thumbs = dialog.getByRole('tabpanel').getByRole('button');
  await expect(thumbs).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) {
    const image = thumbs.nth(i).getByRole('img', { name: t('detail.photoPosition', { i: i + 1, n: 3 }) });
    await expect(image).toHaveAttribute('src', urls[i]!);
    await expect(image).toHaveAttribute('loading', 'lazy');
  }

  await thumbs.nth(1).click();
  const viewer = (i: number) => page.getByRole('dialog', { name: t('detail.photoPosition', { i, n: 3 }) });
  const photo = page.locator('.photo-viewer-stage img');
  await expect(viewer(2)).toBeVisible();
  await expect(photo).toHaveAttribute('src', urls[1]!);
  await page.getByRole('button', { name: t('detail.nextPhoto') }).click();
  await expect(viewer(3)).toBeVisible();
  await expect(photo).toHaveAttribute('src', urls[2]!);
  await page.getByRole('button', { name: t('detail.nextPhoto') }).click();
  await expect(viewer(1)).toBeVisible(); // after the last comes the first
  await page.getByRole('button', { name: t('detail.previousPhoto') }).click();
  await expect(viewer(3)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer(2)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer(3)).toBeVisible();

  // A drag of 120 px to the left shows the next photo; one to the right, the previous.
  const box = (await photo.boundingBox())!;
  const swipe = async (dx: number) => {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
  };
  await swipe(-120);
  await expect(viewer(1)).toBeVisible();
  await swipe(120);
  await expect(viewer(3)).toBeVisible();
  await swipe(-20); // too short to count
  await expect(viewer(3)).toBeVisible();

  // Tab stays inside the viewer.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    await expect(page.locator('.photo-viewer :focus')).toHaveCount(1);
  }

  await page.keyboard.press('Escape');
  await expect(page.locator('.photo-viewer')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(thumbs.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a report without photos says so under "Photos (0)"', async ({ page }) => {
  const dialog = await openDetail(page, noPhotos);
  await dialog.getByRole('tab', { name: t('detail.photos', { n: 0 }) }).click();
  await expect(dialog.getByRole('tabpanel')).toHaveText(t('detail.noPhotos'));
});

test('Tab and Shift+Tab keep focus inside the modal, and Escape closes it', async ({ page }) => {
  const dialog = await openDetail(page, threePhotos);
  const reached = new Set<string>();
  for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const focused = dialog.locator(':focus');
    await expect(focused).toHaveCount(1);
    reached.add((await focused.textContent()) ?? '');
  }
  expect([...reached]).toEqual(expect.arrayContaining([t('detail.share'), t('detail.close'), t('detail.details')]));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Escape closes a modal opened by a shared link, even as the first key pressed on the page', async ({ page }) => {
  // No click or key before it: Chrome then closes the dialog without a cancelable `cancel` event.
  await openDetail(page, withReference);
  await page.keyboard.press('Escape');
  // Gone from the page, not only closed: the map screen was told, so a marker click can open it again.
  await expect(page.locator('dialog')).toHaveCount(0);
});

test('closing gives focus back to what opened the modal', async ({ page }) => {
  // Without the map script the reports are listed as buttons: a plain, focusable opener.
  await page.route(/leaflet-provider-.*\.js$/u, (route) => route.abort());
  await page.goto('/map');
  const opener = page.locator('.map-list-item').first();
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: t('detail.close'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('Share opens the share sheet with the /map?problem=<id> link', async ({ page }) => {
  // A fake of the operating system's share sheet, which a test cannot reach:
  // it records what the page asked to share, and resolves as if shared.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value(data: ShareData) {
        (window as unknown as { sharedWith: ShareData }).sharedWith = data;
        return Promise.resolve();
      },
    });
  });
  const dialog = await openDetail(page, withReference);
  await dialog.getByRole('button', { name: t('detail.share'), exact: true }).click();
  const origin = await page.evaluate(() => window.location.origin);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedWith?: ShareData }).sharedWith?.url))
    .toBe(`${origin}/map?problem=${encodeURIComponent(withReference.id)}`);
  await expect(dialog.getByRole('status')).toHaveText('');
});

test('without a share sheet, Share copies the link and says "Link copied to clipboard!"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const dialog = await openDetail(page, withRefNumber);
  await dialog.getByRole('button', { name: t('detail.share'), exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(t('map.shareCopied'));
  expect(t('map.shareCopied')).toBe('Link copied to clipboard!');
  const origin = await page.evaluate(() => window.location.origin);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/map?problem=${encodeURIComponent(withRefNumber.id)}`);
});

test('without a share sheet or a clipboard, the link is shown selected for copying by hand', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
  });
  const dialog = await openDetail(page, withoutReference);
  await dialog.getByRole('button', { name: t('detail.share'), exact: true }).click();
  const link = dialog.getByRole('textbox', { name: t('detail.manualCopy') });
  const origin = await page.evaluate(() => window.location.origin);
  await expect(link).toHaveValue(`${origin}/map?problem=${encodeURIComponent(withoutReference.id)}`);
  await expect(link).toBeFocused();
  expect(await link.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(
    (await link.inputValue()).length,
  );
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.1 AA violations on either tab or in the viewer (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const dialog = await openDetail(page, threePhotos);
    await expect(field(dialog, t('detail.reportedBy'))).toHaveText(publicReporterName(threePhotos));
    const audit = async (where: string) => {
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(violations.map((v) => `${where}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
    };
    await audit('Details');
    await dialog.getByRole('tab', { name: t('detail.photos', { n: 3 }) }).click();
    await expect(dialog.getByRole('img', { name: t('detail.photoPosition', { i: 3, n: 3 }) })).toBeVisible();
    await audit('Photos');
    await dialog.getByRole('button').filter({ has: page.getByRole('img', { name: t('detail.photoPosition', { i: 1, n: 3 }) }) }).click();
    await expect(page.getByRole('dialog', { name: t('detail.photoPosition', { i: 1, n: 3 }) })).toBeVisible();
    await audit('viewer');
  });
}
