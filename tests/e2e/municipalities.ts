// The municipalities board as a test reads it: the seeded reports placed with the server's own
// placer (as the seeding's index rebuild places them) and counted with the board's own rules, for
// the page's clock, so tests derive what the board must show instead of hard-coding it.
import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type { WardsFile } from '../../src/domain/places/boundary-file';
import { createPlacer } from '../../src/domain/places/placer';
import { municipalityBoard, type BoardReport } from '../../src/domain/municipalities/board';
import { readMunicipalityDirectory } from '../../src/domain/municipalities/directory';
import { t } from './english';
import { seed } from './demo-seed';
import { parseProblem } from '../../src/domain/parse-problem';

const boundaryFile = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../src/domain/places/data', name), 'utf8'));
const place = createPlacer(boundaryFile('wards.json') as WardsFile);

/** Every seeded report with the place the server gives it. */
export const placedReports: BoardReport[] = seed.problems.flatMap((p) => {
  const result = parseProblem(p.id, p);
  if (!result.ok) return [];
  const found = place(result.value.coordinates?.latitude, result.value.coordinates?.longitude);
  return [{ ...result.value, municipality: found?.municipality ?? null, ward: found?.ward ?? null }];
});

export const directory = readMunicipalityDirectory(boundaryFile('municipalities.json'))!;

/** The board's figures for the page's "now". */
export async function expectedBoard(page: Page) {
  return municipalityBoard(placedReports, await page.evaluate(() => Date.now()));
}

export const rankedTable = (page: Page) => page.getByRole('region', { name: t('municipalities.rankedTitle') }).getByRole('table');
export const unrankedTable = (page: Page) => page.getByRole('region', { name: t('municipalities.unrankedTitle') }).getByRole('table');
/** The names in a table's rows, top to bottom. */
export const rowNames = (page: Page, table = rankedTable(page)) => table.locator('tbody th').allInnerTexts();

/** Waits until the board has drawn its ranked rows. */
export async function openBoard(page: Page, path = '/municipalities'): Promise<void> {
  await page.goto(path);
  await expect(rankedTable(page).locator('tbody tr').first()).toBeVisible();
}
