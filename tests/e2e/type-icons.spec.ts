// The problem types' icons (issue 17 point 1), in this lab's Chromium, which has
// no emoji font: the emoji the types were drawn with rendered here as empty boxes.
// Each type's icon is compared with a reference image, as art (the map marker at
// 40 px, the icon tile at 16 px in light and dark) and as the filter list draws
// it; every page a type appears on is checked for emoji and for icons that name
// themselves only where no text beside them does. The reference images were made
// with --update-snapshots and checked by eye; a changed icon must be too.
import { expect, test, type Page } from '@playwright/test';
import { iconGroup } from '../../src/shared/components/icons/icon-svg';
import { emojiInContext } from '../../src/domain/emoji';
import { PROBLEM_TYPES, problemTypeStyle } from '../../src/domain/problem-types';
import { markerSvg } from '../../src/features/map/markers/marker-art';
import { t } from './english';
import { listedProblems } from './demo-seed';

test.use({ viewport: { width: 1280, height: 900 } });

const UNKNOWN = 'Sinkhole';
const slug = (type: string) => type.toLowerCase().replace(/\W+/gu, '-');

/** One type's icon as the site draws it: the 40 px marker (active and resolved), the 16 px tile on a light and a dark page, and the bare icon at 40 px. */
function iconRow(type: string): string {
  const { icon, colour } = problemTypeStyle(type);
  const glyph = (size: number, stroke: string) =>
    `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${iconGroup(icon, { x: 0, y: 0, size, colour: stroke })}</svg>`;
  // The tile as problem-type-icon.css draws .type-tile: the type's colour, a 2 px white inset ring, a white icon.
  const tile = (page: string) =>
    `<span style="display:inline-grid;place-content:center;width:26px;height:26px;padding:6px;background:${page}">` +
    `<span style="display:grid;place-content:center;width:26px;height:26px;border-radius:50%;background:${colour};box-shadow:inset 0 0 0 2px #ffffff">${glyph(16, '#ffffff')}</span></span>`;
  return (
    `<div class="row" data-type="${type}">` +
    markerSvg(type, 'Active') +
    markerSvg(type, 'Resolved') +
    tile('#ffffff') +
    tile('#121614') +
    glyph(40, '#1c2321') +
    `</div>`
  );
}

test('every type has its own icon, drawn the same on every run: the marker, the 16 px tile and the icon at 40 px', async ({ page }) => {
  await page.setContent(
    `<style>body{margin:0;background:#fff}.row{display:flex;align-items:center;gap:8px;padding:4px;width:max-content}</style>` +
      [...PROBLEM_TYPES, UNKNOWN].map(iconRow).join(''),
  );
  for (const type of [...PROBLEM_TYPES, UNKNOWN]) {
    await expect(page.locator(`[data-type="${type}"]`)).toHaveScreenshot(`type-icon-${slug(type)}.png`);
  }
});

test('the filter list draws each type with its icon beside its name, hidden from screen readers', async ({ page }) => {
  await page.goto('/map');
  // Only once the map has drawn: while it loads, the panel may not be painted yet (one run caught a blank dot).
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  const list = page.locator('.type-toggles');
  await expect(list.locator('.type-toggle')).toHaveCount(PROBLEM_TYPES.length);
  for (const type of PROBLEM_TYPES) {
    const toggle = list.locator('.type-toggle').filter({ has: page.locator('.type-name', { hasText: new RegExp(`^${type}$`, 'u') }) });
    const icon = toggle.locator('.type-dot svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(toggle.locator('.type-dot')).toHaveScreenshot(`filter-dot-${slug(type)}.png`);
  }
});

/** What a person sees or hears on the page: its text, the names and titles in its attributes, and CSS-generated content. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder', 'value']) {
        const value = element.getAttribute(attribute);
        if (value) parts.push(value);
      }
      for (const pseudo of ['::before', '::after']) {
        const content = getComputedStyle(element, pseudo).content;
        if (content && content !== 'none' && content !== 'normal') parts.push(content);
      }
    }
    return parts.join('\n');
  });
}

test('no page shows an emoji: home, map and filters, a report, glance, leaderboard, about, download, sign-in', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -33.942, longitude: 18.413 });
  const report = listedProblems.find((problem) => problem.status === 'Active' && problem.coordinates)!;
  const visits: [string, () => Promise<void>][] = [
    ['/home', () => expect(page.locator('.problem-summary').first()).toBeVisible()],
    ['/map', () => expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible()],
    [`/map?problem=${report.id}`, () => expect(page.getByRole('dialog')).toBeVisible()],
    ['/glance', () => expect(page.locator('.glance-row').first()).toBeVisible()],
    ['/leaderboard', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/about', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/download', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/login', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ];
  const found: string[] = [];
  for (const [path, ready] of visits) {
    await page.goto(path);
    await ready();
    found.push(...emojiInContext(await pageText(page)).map((hit) => `${path}: ${hit}`));
  }
  expect(found).toEqual([]);
});

test('an icon beside its label is not read twice; a marker, where the icon stands alone, is named by type and status', async ({ page }) => {
  const report = listedProblems.find((problem) => problem.status === 'Active' && problem.coordinates)!;
  await page.goto(`/map?problem=${report.id}`);
  const dialog = page.getByRole('dialog');
  // The title is the type once: its icon adds nothing a screen reader would say.
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveAccessibleName(report.type);
  await expect(dialog.locator('.problem-detail-icon svg')).toHaveAttribute('aria-hidden', 'true');
  await dialog.getByRole('button', { name: t('detail.close') }).click();
  // A marker's art is hidden; the marker itself is named by type and status (its title).
  const marker = page.locator('.map-marker').first();
  await expect(marker).toBeVisible();
  await expect(marker.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(marker).toHaveAccessibleName((await marker.getAttribute('title'))!);
  // No image without a name anywhere on the map screen.
  await expect(page.locator('svg[role="img"]:not([aria-label])')).toHaveCount(0);
});
