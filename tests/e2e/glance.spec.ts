// Glance mode (/glance): the nearest problems for a phone on a dashboard. The
// device's position is Playwright's mocked geolocation, moved along a short
// route through seeded reports in Cape Town; wake lock, geolocation watches
// and speech are observed through probes (glance-probes.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatDistance } from '../../src/domain/distance';
import { MIN_TEXT_CONTRAST } from '../../src/domain/contrast';
import { NO_ALERTS, nextAlert } from '../../src/domain/proximity-alert';
import { alertPhrase } from '../../src/features/glance/alert-phrase';
import { t } from './english';
import { listedProblems } from './demo-seed';
import { measureGlance } from './glance-measure';
import { textContrast } from './rendered-colours';
import { probeRecord, removeSpeech, setPageVisibility, TAP_BUDGET_MS, tapResponseMs } from './glance-probes';
import { drive, expectedRows, openGlance, ROUTE, standStill, START, asGlancePhone } from './glance-route';

asGlancePhone();

const addresses = (page: Page) => page.locator('.glance-address, .glance-description');

test('the list follows the position along the route: nearest ahead first, with distance, arrow and status', async ({ page, context }) => {
  const steps = expectedRows(ROUTE);
  await openGlance(page);
  // Before any move the heading is unknown: the arrows point north-up, and the screen says so.
  await expect(page.getByLabel(t('glance.northUp'))).toBeVisible();
  await drive(page, context, ROUTE.slice(1), steps.slice(1));
  await expect(page.getByLabel(t('glance.northUp'))).toHaveCount(0);
  // The order really changed on the way: the first row at the end is not the first at the start.
  expect(steps.at(-1)![0]!.problem.id).not.toBe(steps[0]![0]!.problem.id);
  const last = steps.at(-1)!;
  const rows = page.locator('.glance-row');
  await expect(rows).toHaveCount(6);
  for (const [i, item] of last.entries()) {
    const row = rows.nth(i);
    await expect(row.locator('.glance-distance')).toHaveText(formatDistance(item.distanceKm));
    await expect(row.locator('.glance-status')).toHaveText(item.problem.status);
    await expect(row.locator('.glance-type')).toContainText(item.problem.type);
    await expect(row.getByRole('img', { name: t('glance.direction', { relative: item.direction! }) })).toHaveAttribute('data-angle', String(Math.round(item.relative!)));
  }
});

test('above 10 km/h only type, icon, distance, arrow and status show; standing still brings the addresses back', async ({ page, context }) => {
  const steps = expectedRows(ROUTE.slice(0, 3));
  await openGlance(page);
  await standStill(page, context, START);
  await expect(addresses(page).first()).toBeVisible();
  await expect(page.locator('.glance-row a')).toHaveCount(6);

  await drive(page, context, ROUTE.slice(1, 3), steps.slice(1));
  await expect(addresses(page)).toHaveCount(0);
  await expect(page.locator('.glance-row a, .glance img, marquee')).toHaveCount(0);
  // Every line left is a type, a distance or a status: no free text of any report (the icons are SVG, not text).
  const allowed = new Set(steps[2]!.flatMap(({ problem, distanceKm }) => [problem.type, formatDistance(distanceKm), problem.status])).add(
    t('glance.newNearbyLong'),
  );
  await expect(page.locator('.glance-row .glance-icon svg')).toHaveCount(6);
  const lines = (await page.locator('.glance-list').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
  expect(lines.filter((line) => !allowed.has(line))).toEqual([]);
  // No moving (scrolling) text anywhere on the screen.
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);

  await standStill(page, context, ROUTE[2]!);
  await expect(addresses(page).first()).toBeVisible();
});

test('the closest new report within 500 m stands out, and the voice says it once', async ({ page, context }) => {
  const steps = expectedRows(ROUTE);
  const said: string[] = [];
  const standing: (string | null)[] = [];
  let state = NO_ALERTS;
  for (const [i, rows] of steps.entries()) {
    const step = nextAlert(state, rows);
    state = step.state;
    // An alert with the first fix comes before voice is turned on: it stands out but is not said.
    if (step.announce && i > 0) said.push(alertPhrase(step.announce));
    standing.push(state.current);
  }

  await openGlance(page);
  await page.getByRole('button', { name: t('glance.voice') }).click();
  await expect(page.getByRole('button', { name: t('glance.voice') })).toHaveAttribute('aria-pressed', 'true');
  for (const [i, point] of ROUTE.entries()) {
    if (i > 0) await drive(page, context, [point], [steps[i]!]);
    const out = page.locator('.glance-row.stands-out');
    if (standing[i]) await expect(out).toHaveAttribute('data-problem-id', standing[i]!);
    else await expect(out).toHaveCount(0);
  }
  await expect.poll(async () => (await probeRecord(page)).spoken).toEqual(said);
  expect(said.length).toBeGreaterThan(0);
  expect(said[0]).toMatch(/^[A-Z][\w ]+ (ahead|nearby|on your (left|right)), \d+ metres$/u);
});

test('the voice button is hidden where the browser cannot speak', async ({ page, context }) => {
  await removeSpeech(context);
  await openGlance(page);
  await expect(page.getByRole('link', { name: t('glance.exit') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('glance.voice') })).toHaveCount(0);
});

/** Every target, text and figure on screen meets the glance sizes, and every text 4.5:1. */
async function expectGlanceable(page: Page, label: string) {
  const { targets, texts } = await measureGlance(page);
  expect(targets.length, label).toBeGreaterThan(3);
  expect(targets.filter((t) => t.width < 76 || t.height < 76), `${label}: targets under 76 px`).toEqual([]);
  expect(texts.filter((t) => t.fontSize < 24), `${label}: text under 24 px`).toEqual([]);
  const figures = texts.filter((t) => t.figure);
  expect(figures.length, label).toBeGreaterThan(0);
  expect(figures.filter((t) => t.fontSize < 32), `${label}: figures under 32 px`).toEqual([]);
  const low = texts.map((t) => ({ text: t.text, ratio: Number(textContrast(t).toFixed(2)) })).filter((t) => t.ratio < MIN_TEXT_CONTRAST);
  expect(low, `${label}: contrast under 4.5:1`).toEqual([]);
  const least = (values: number[]) => Math.min(...values).toFixed(1);
  test.info().annotations.push({
    type: label,
    description: `smallest target ${least(targets.map((t) => Math.min(t.width, t.height)))} px, text ${least(texts.map((t) => t.fontSize))} px, figures ${least(figures.map((t) => t.fontSize))} px, contrast ${least(texts.map(textContrast))}:1`,
  });
  return { targets, texts };
}

test('made for a glance at 360 x 740: targets, text, figures and contrast, day and night, moving and stopped', async ({ page, context }) => {
  const steps = expectedRows(ROUTE.slice(0, 3));
  await openGlance(page, 'day');
  await standStill(page, context, START);
  await expect(addresses(page).first()).toBeVisible();
  await expectGlanceable(page, 'day, stopped');

  await drive(page, context, ROUTE.slice(1, 3), steps.slice(1));
  await expect(addresses(page)).toHaveCount(0);
  await expectGlanceable(page, 'day, moving');
  // At most six rows, and all of them fit on the screen without scrolling while moving.
  await expect(page.locator('.glance-row')).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(740);

  await page.getByRole('button', { name: t('glance.theme.label', { mode: t('glance.theme.day') }) }).click();
  await expect(page.locator('html')).toHaveAttribute('data-glance', 'night');
  await expectGlanceable(page, 'night, moving');
  await standStill(page, context, ROUTE[2]!);
  await expect(addresses(page).first()).toBeVisible();
  await expectGlanceable(page, 'night, stopped');

  // The site's menu, opened from glance mode, is as large.
  await page.getByRole('button', { name: new RegExp(t('nav.guest'), 'u') }).click();
  await expect(page.getByRole('navigation', { name: t('nav.menu') })).toBeVisible();
  await expectGlanceable(page, 'night, menu open');
});

test('glance mode is two taps from the map through the menu, for guests', async ({ page }) => {
  await page.goto('/map');
  await page.getByRole('button', { name: new RegExp(t('nav.guest'), 'u') }).click();
  await page.getByRole('link', { name: t('nav.glanceMode') }).click();
  await expect(page).toHaveURL(/\/glance$/u);
  await expect(page.getByRole('heading', { level: 1, name: t('glance.title') })).toBeAttached();
});

test.describe('auto theme', () => {
  test('follows the system dark scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openGlance(page, 'auto');
    await expect(page.locator('html')).toHaveAttribute('data-glance', 'night');
    // Leaving glance mode gives the site its own colours back.
    await page.getByRole('link', { name: t('glance.exit') }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-glance', /./u);
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--bg'))).toBe('');
  });

  for (const [clock, theme] of [
    ['12:00', 'day'],
    ['21:30', 'night'],
  ] as const) {
    test(`with a light system scheme, at ${clock} in Cape Town it is ${theme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.clock.setFixedTime(new Date(`2026-11-20T${clock}:00+02:00`));
      await openGlance(page, 'auto');
      await expect(page.locator('html')).toHaveAttribute('data-glance', theme);
    });
  }
});

test.describe('without a location', () => {
  test.use({ permissions: ['screen-wake-lock'] });

  test('says so and offers the map centre, which lists what is around where the map was looking', async ({ page }) => {
    const target = listedProblems.find((p) => p.id === expectedRows([START])[0]![0]!.problem.id)!;
    // The map, opened on a shared report, looks at that report.
    await page.goto(`/map?problem=${target.id}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: t('detail.close'), exact: true }).click();
    await page.getByRole('button', { name: new RegExp(t('nav.guest'), 'u') }).click();
    await page.getByRole('link', { name: t('nav.glanceMode') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('glance.location.denied') })).toBeVisible();
    const ms = await tapResponseMs(page, page.getByRole('button', { name: t('glance.location.useMapCentre') }), '.glance-row');
    expect(ms).toBeLessThan(TAP_BUDGET_MS);
    await expect(page.getByText(t('glance.mapCentre'))).toBeVisible();
    await expect(page.locator('.glance-row').first()).toHaveAttribute('data-problem-id', target.id);
    await expect(page.locator('.glance-row').first().locator('.glance-distance')).toHaveText('0 m');
  });
});

test('works offline: the rows stay, moving still reorders them, and the age of the data is shown', async ({ page, context }) => {
  const steps = expectedRows(ROUTE);
  await openGlance(page);
  await expect(page.getByRole('status').filter({ hasText: t('glance.live') })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: /^Offline · data (just now|\d+ min old)$/u })).toBeVisible();
  await drive(page, context, ROUTE.slice(1), steps.slice(1));
  await expect(page.locator('.glance-row')).toHaveCount(6);
  await context.setOffline(false);
});

test('keeps the screen awake while open and visible, watches the position only while visible, and lets go on leaving', async ({ page }) => {
  await openGlance(page);
  await expect.poll(async () => (await probeRecord(page)).wakeLock).toEqual({ requests: 1, releases: 0 });
  expect((await probeRecord(page)).watches).toEqual({ started: 1, cleared: 0 });

  await setPageVisibility(page, 'hidden');
  await expect.poll(async () => (await probeRecord(page)).wakeLock).toEqual({ requests: 1, releases: 1 });
  expect((await probeRecord(page)).watches).toEqual({ started: 1, cleared: 1 });

  await setPageVisibility(page, 'visible');
  await expect.poll(async () => (await probeRecord(page)).wakeLock).toEqual({ requests: 2, releases: 1 });
  expect((await probeRecord(page)).watches).toEqual({ started: 2, cleared: 1 });

  await page.getByRole('link', { name: t('glance.exit') }).click();
  await expect(page).toHaveURL(/\/map$/u);
  await expect.poll(async () => (await probeRecord(page)).wakeLock).toEqual({ requests: 2, releases: 2 });
  expect((await probeRecord(page)).watches).toEqual({ started: 2, cleared: 2 });
});

test('axe finds no WCAG 2.1 AA problems, day and night, with rows listed', async ({ page }) => {
  for (const theme of ['day', 'night'] as const) {
    await openGlance(page, theme);
    await expect(page.locator('html')).toHaveAttribute('data-glance', theme);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${theme}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
  }
});
