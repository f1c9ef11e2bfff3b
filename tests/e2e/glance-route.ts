// A short drive north up Kloof Street, Cape Town, through a cluster of seeded
// reports, and what glance mode must show at each point, worked out from the
// seeded data by the same domain rules (the map's default filters, a guest).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Coordinates } from '../../src/domain/model';
import { advanceMotion, type Motion } from '../../src/domain/motion';
import { nearbyProblems, type NearbyProblem } from '../../src/domain/nearby-problems';
import { DEFAULT_FILTERS, filterProblems } from '../../src/domain/problem-filter';
import { listedProblems } from './demo-seed';
import { installGlanceProbes } from './glance-probes';

/** Start and 7 points about 135 m apart, heading a little east of north. */
export const ROUTE: Coordinates[] = Array.from({ length: 8 }, (_, i) => ({ latitude: -33.942 + i * 0.0012, longitude: 18.413 + i * 0.0003 }));
export const START = ROUTE[0]!;

const shown = filterProblems(listedProblems, DEFAULT_FILTERS, null, Date.now()).visible;

/** The rows glance mode must list after each point of `points`, in order. */
export function expectedRows(points: readonly Coordinates[]): NearbyProblem[][] {
  let motion: Motion | null = null;
  return points.map((coordinates, i) => {
    // Timestamps only matter for speed; the heading comes from the move itself.
    motion = advanceMotion(motion, { coordinates, timestamp: i * 1000, speed: null, heading: null });
    return nearbyProblems(shown, coordinates, motion.heading);
  });
}

/** Waits until the rows show exactly `rows`, in order. */
export async function expectRows(page: Page, rows: readonly NearbyProblem[]): Promise<void> {
  await expect
    .poll(() => page.locator('.glance-row').evaluateAll((els) => els.map((el) => el.getAttribute('data-problem-id'))))
    .toEqual(rows.map((row) => row.problem.id));
}

/**
 * Moves the device along `points` (after the start it already stands at),
 * checking the rows after each fix. Fixes are 700 ms or more apart so the
 * speed worked out from them is real (about 135 m a second: moving).
 */
export async function drive(page: Page, context: BrowserContext, points: readonly Coordinates[], expected: readonly NearbyProblem[][]): Promise<void> {
  for (const [i, point] of points.entries()) {
    await page.waitForTimeout(700);
    await context.setGeolocation(point);
    await expectRows(page, expected[i]!);
  }
}

/** Standing still: the same position again, a moment later (speed 0). */
export async function standStill(page: Page, context: BrowserContext, at: Coordinates): Promise<void> {
  await page.waitForTimeout(700);
  await context.setGeolocation(at);
}

/** Opens glance mode in a fixed theme and waits for the rows at the start of the route. */
export async function openGlance(page: Page, theme: 'day' | 'night' | 'auto' = 'day'): Promise<void> {
  await page.addInitScript((mode) => localStorage.setItem('mzansi-fix.glance-theme', mode), theme);
  await page.goto('/glance');
  await expectRows(page, expectedRows([START])[0]!);
}

/**
 * The phone of a glance test file, for every test in it: 360 x 740 at the start of the route, with
 * geolocation and wake lock allowed, and the probes that watch wake lock, geolocation and speech.
 */
export function asGlancePhone(): void {
  test.use({
    viewport: { width: 360, height: 740 },
    geolocation: START,
    permissions: ['geolocation', 'screen-wake-lock'],
  });
  test.beforeEach(async ({ context }) => {
    await installGlanceProbes(context);
  });
}
