// The map's places as the tests read them (issue 39): the seeded reports with the place the
// server's placer gives each (the map index carries it), what the map shows in a place under the
// default filters, and a Cape Town position whose ward has reports, so the specs derive what the
// page must show instead of hard-coding it.
import { expect as baseExpect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type { MapProblem } from '../../src/domain/model';
import { municipalityName, readMunicipalityDirectory } from '../../src/domain/municipalities/directory';
import type { MunicipalitiesFile, WardsFile } from '../../src/domain/places/boundary-file';
import { createMunicipalityLocator } from '../../src/domain/places/municipality-locator';
import { createPlacer } from '../../src/domain/places/placer';
import { DEFAULT_FILTERS, filterProblems, type PlaceFilter } from '../../src/domain/problem-filter';
import { listedProblems } from './demo-seed';
import { t } from './english';

// The map's first reports can take longer than the default on a machine shared by several test runs.
const expect = baseExpect.configure({ timeout: 45_000 });

const boundaryFile = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../src/domain/places/data', name), 'utf8'));
const placer = createPlacer(boundaryFile('wards.json') as WardsFile);
const locateMunicipality = createMunicipalityLocator(boundaryFile('municipalities.json') as MunicipalitiesFile);
export const directory = readMunicipalityDirectory(boundaryFile('municipalities.json'))!;
export const CAPE_TOWN = municipalityName(directory, 'CPT');
export const JOHANNESBURG = municipalityName(directory, 'JHB');

/** The seeded reports with the place the server gives each (the map index carries it). */
export const placed: MapProblem[] = listedProblems.map((problem) => {
  const found = placer(problem.coordinates?.latitude, problem.coordinates?.longitude);
  return found ? { ...problem, ...found } : problem;
});
export const shownIn = (place: PlaceFilter) => filterProblems(placed, DEFAULT_FILTERS, null, Date.now(), place).visible;

// A Cape Town report's own position: the phone's coarser municipality outline agrees there, and its ward has reports.
const inCapeTown = shownIn({ municipality: 'CPT', ward: null }).find(
  (p) => p.coordinates && locateMunicipality(p.coordinates.latitude, p.coordinates.longitude)?.code === 'CPT',
)!;
export const HERE = { latitude: inCapeTown.coordinates!.latitude, longitude: inCapeTown.coordinates!.longitude };
export const MY_WARD = inCapeTown.ward!;
// The list's count line: on /map the list says how many reports it holds (the stats strip is on / only).
export const listCount = (page: Page) => page.getByRole('region', { name: t('map.listTitle') }).locator('.report-list-count');
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** The list's count line for `n` reports ("54 reports · newest first"), and no other number. */
export const listed = (n: number) => new RegExp(`^${escape(t('map.list.count', { n }))} ·`, 'u');
/** Opens a map URL as the list (`view=list`) and waits until it has counted the reports. */
export async function openList(page: Page, url: string): Promise<void> {
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}view=list`);
  await expect(listCount(page)).toHaveText(/\d/u);
}

