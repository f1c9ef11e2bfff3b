// The colours the site renders, in the light and the dark scheme, meet WCAG AA:
// text 4.5:1 (3:1 when large) against what is really behind it, and each map pin
// 3:1 against the ground and its icon against its fill. Colours are read from the
// page with getComputedStyle (rendered-colours.ts), so this checks what ships
// (the design tokens, the stylesheets that use them and the marker art together),
// where the unit tests beside src/domain/tokens check the token values themselves.
import { expect, test, type Page } from '@playwright/test';
import { MIN_GRAPHIC_CONTRAST, tiledIconContrast } from '../../src/domain/contrast';
import { SITE_COLOURS } from '../../src/domain/tokens/colours';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { expectedRows, expectRows, START } from './glance-route';
import { renderedPins, renderedTexts, tooFaint } from './rendered-colours';

test.use({ geolocation: START, permissions: ['geolocation'] });
// Each test reads several selectors after live data has arrived.
test.describe.configure({ timeout: 90_000 });

/** `#rrggbb` as getComputedStyle writes it. */
function computed(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Every text matching each selector meets its minimum; each selector must find something, or it checked nothing. */
async function expectReadable(page: Page, selectors: readonly string[]): Promise<void> {
  const failing: string[] = [];
  for (const selector of selectors) {
    const texts = await renderedTexts(page, selector);
    expect(texts.length, `nothing on the page matches ${selector}`).toBeGreaterThan(0);
    failing.push(...tooFaint(selector, texts));
  }
  expect(failing).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('home: status and type badges, stat cards, links, buttons and the bar', async ({ page }) => {
      await page.goto('/home');
      await expect(page.locator('.problem-summary .status-badge').first()).toBeVisible();
      // The page is in the scheme asked for: its background is that theme's token.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(computed(SITE_COLOURS.bg[scheme]));
      await expectReadable(page, [
        '.status-badge',
        '.type-badge',
        '.stat-card dt',
        '.stat-card dd',
        '.problem-description a',
        '.problem-meta span',
        '.welcome .button',
        '.home-tile-title',
        '.home-tile-body',
        '.nav-logo',
        '.nav-user-button',
      ]);
    });

    test('map: the report detail, the stats strip, the filters, and every pin on the ground', async ({ page }) => {
      const target = listedProblems.find((problem) => problem.coordinates && problem.status === 'Active')!;
      // On / rather than /map: the same map, with the stats strip above it.
      await page.goto(`/?problem=${target.id}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('.status-badge')).toBeVisible();
      await expectReadable(page, ['.problem-detail h2', '.problem-detail .status-badge', '.problem-detail .tab', '.problem-detail-fields dt']);

      await dialog.getByRole('button', { name: t('detail.close'), exact: true }).click();
      await expect(page.locator('.map-marker').first()).toBeVisible();
      await expectReadable(page, ['.stats-strip dt', '.stats-strip dd', '.filter-panel .type-name', '.filter-panel .button']);

      const pins = await renderedPins(page);
      expect(pins.length).toBeGreaterThan(0);
      expect(pins[0]!.ground).toBe(computed(SITE_COLOURS.mapGround[scheme]));
      const faint = pins.flatMap((pin) => {
        const { glyphOnFill, edgeOnBackdrop } = tiledIconContrast({ glyph: pin.icon, fill: pin.fill, ring: pin.outline }, pin.ground);
        return glyphOnFill < MIN_GRAPHIC_CONTRAST || edgeOnBackdrop < MIN_GRAPHIC_CONTRAST ? [`pin ${pin.fill}: icon ${glyphOnFill.toFixed(2)}, edge ${edgeOnBackdrop.toFixed(2)}`] : [];
      });
      expect(faint).toEqual([]);
    });

    test('download: the tabs, selected and not, and the buttons', async ({ page }) => {
      await page.goto('/download');
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expectReadable(page, ['.tab', '.tab[aria-selected="true"]', '.download-page .button', '.download-intro']);
    });

    test('glance: the rows, their distances, types and statuses', async ({ page }) => {
      // Glance has its own day and night palettes; each scheme gets its own.
      await page.addInitScript((mode) => localStorage.setItem('mzansi-fix.glance-theme', mode), scheme === 'light' ? 'day' : 'night');
      await page.goto('/glance');
      await expectRows(page, expectedRows([START])[0]!);
      await expectReadable(page, ['.glance-distance', '.glance-status', '.glance-type']);
    });
  });
}
