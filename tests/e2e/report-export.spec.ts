// "Download what you see" (issue 16): the filter panel's GeoJSON and CSV
// downloads hold exactly the reports the filters show, with public fields
// only, and are made in the browser: they still work with the network off.
import { expect, test, type Download, type Page } from '@playwright/test';
import fs from 'node:fs';
import { parseCsvRows } from '../../src/domain/export/csv-rows';
import { EXPORT_FIELDS } from '../../src/domain/export/export-record';
import type { ReportFeatureCollection } from '../../src/domain/export/reports-geojson';
import type { WardsFile } from '../../src/domain/places/boundary-file';
import { createPlacer } from '../../src/domain/places/placer';
import { DEFAULT_FILTERS, filterProblems, hideAllTypes, toggleType } from '../../src/domain/problem-filter';
import { t } from './english';
import { listedProblems } from './demo-seed';

const FILE_NAME = /^mzansi-fix-reports-\d{4}-\d{2}-\d{2}\.(geojson|csv)$/u;
test.use({ viewport: { width: 1280, height: 900 } });

/** What the test asks for: resolved reports too, of two types only. */
const filters = toggleType(toggleType(hideAllTypes({ ...DEFAULT_FILTERS, showResolved: true }), 'Water Leak'), 'Pothole');
const expected = filterProblems(listedProblems, filters, null, Date.now()).visible;
const expectedById = new Map(expected.map((problem) => [problem.id, problem]));
/** The place the server gives a report (its ward's municipality and the ward), worked out here from the seed's position. */
const place = createPlacer(JSON.parse(fs.readFileSync(new URL('../../src/domain/places/data/wards.json', import.meta.url), 'utf8')) as WardsFile);
const placeOf = (problem: (typeof expected)[number]) => (problem.coordinates && place(problem.coordinates.latitude, problem.coordinates.longitude)) ?? null;

async function download(page: Page, name: string): Promise<{ file: Download; bytes: Buffer }> {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name, exact: true }).click();
  const file = await event;
  expect(await file.failure()).toBeNull();
  expect(file.suggestedFilename()).toMatch(FILE_NAME);
  return { file, bytes: fs.readFileSync(await file.path()) };
}

test('downloads exactly the filtered reports as GeoJSON and CSV, offline, and is disabled when nothing is shown', async ({ page, context }) => {
  expect(expected.some((problem) => problem.resolvedAt !== null)).toBe(true);
  // The stats strip with the map's own counts is on /.
  await page.goto('/');
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  await page.getByLabel(t('map.filters.showResolved')).check();
  await page.getByRole('button', { name: t('map.filters.hideAll') }).click();
  await page.getByRole('checkbox', { name: /^Water Leak/u }).check();
  await page.getByRole('checkbox', { name: /^Pothole/u }).check();
  // The map's own count agrees with the seed filtered the same way, and the panel says what a file will hold.
  await expect(page.locator(`.stats-strip dt:text-is("${t('stats.visible')}") + dd`)).toHaveText(expected.length.toLocaleString('en-ZA'));
  await expect(page.getByText(t('map.downloads.shown', { n: expected.length }))).toBeVisible();
  const origin = new URL(page.url()).origin;

  // The data is loaded: from here on nothing may need the network.
  await context.setOffline(true);

  const geojson = await download(page, t('map.downloads.geojson'));
  expect(geojson.file.suggestedFilename()).toMatch(/\.geojson$/u);
  const collection = JSON.parse(geojson.bytes.toString('utf8')) as ReportFeatureCollection;
  expect(Object.keys(collection).sort()).toEqual(['features', 'type']);
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features.map((feature) => feature.id).sort()).toEqual([...expectedById.keys()].sort());
  for (const feature of collection.features) {
    const problem = expectedById.get(feature.id)!;
    expect(feature.geometry).toEqual(
      problem.coordinates && { type: 'Point', coordinates: [problem.coordinates.longitude, problem.coordinates.latitude] },
    );
    expect(feature.properties).toEqual({
      id: problem.id,
      type: problem.type,
      status: problem.status,
      municipality: placeOf(problem)?.municipality ?? null,
      ward: placeOf(problem)?.ward ?? null,
      created: problem.createdAt === null ? null : new Date(problem.createdAt).toISOString(),
      resolved: problem.resolvedAt === null ? null : new Date(problem.resolvedAt).toISOString(),
      link: `${origin}/map?problem=${problem.id}`,
    });
  }

  const csv = await download(page, t('map.downloads.csv'));
  expect(csv.file.suggestedFilename()).toMatch(/\.csv$/u);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsvRows(csv.bytes.toString('utf8').slice(1));
  expect(rows[0]).toEqual([...EXPORT_FIELDS]);
  const body = rows.slice(1);
  expect(body.map((row) => row[0]).sort()).toEqual([...expectedById.keys()].sort());
  for (const [id, type, status, latitude, longitude, municipality, ward] of body) {
    const problem = expectedById.get(id!)!;
    expect([type, status, municipality, ward]).toEqual([problem.type, problem.status, placeOf(problem)?.municipality ?? '', placeOf(problem)?.ward ?? '']);
    const position = latitude === '' && longitude === '' ? null : { latitude: Number(latitude), longitude: Number(longitude) };
    expect(position).toEqual(problem.coordinates);
  }
  await context.setOffline(false);

  // Nothing shown: both buttons are off and the panel says why.
  await page.getByRole('button', { name: t('map.filters.hideAll') }).click();
  await expect(page.getByRole('button', { name: t('map.downloads.geojson'), exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: t('map.downloads.csv'), exact: true })).toBeDisabled();
  await expect(page.getByText(t('map.downloads.nothingShown'))).toBeVisible();
});
