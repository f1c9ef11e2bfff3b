// The browser's side of the map tiles (src/data/map-tiles-store.ts) against the real Functions
// and Firestore emulators through the site server: views planned (planView) and fetched until
// they ask nothing draw exactly what a brute-force filter of the seeded reports gives; a view
// planned again asks nothing; an answer that could not be had is asked again; after a report is
// written the tiles of the old state are named stale and asked again.
import fc from 'fast-check';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../scripts/lib/site-server.mjs';
import { createMapTilesStore, type MapTilesStore } from '../../src/data/map-tiles-store';
import { unpackEntry } from '../../src/domain/map-index/map-entry';
import { buildCells } from '../../src/domain/map-index/map-shards';
import { countShown, type GeoBounds } from '../../src/domain/map-view/map-counts';
import type { MapProblem } from '../../src/domain/model';
import { DEFAULT_FILTERS, filterProblems, toggleType, WHOLE_COUNTRY, type MapFilters } from '../../src/domain/problem-filter';
import { PROBLEM_TYPES } from '../../src/domain/problem-types';
import { isWithinTile, tileOfPoint, type Tile } from '../../src/domain/map-tiles/tile-math';
import { planView, type ViewPlan } from '../../src/domain/map-tiles/tile-view';
import { viewFigures } from '../../src/domain/map-tiles/view-figures';
import { DEMO_CELL_KEY, keyedCells } from '../../functions/src/map-index-cell';
import { loadPlacer } from '../../functions/src/places';
import { newClient } from './client-address';
import { eventually, putDocuments } from './map-index-emulators';
import { seedFixture } from './seed-fixture';

const root = path.resolve(import.meta.dirname, '../..');
const NOW = Date.now();
const DAY = 86_400_000;

/** Reports around a centre, from a fixed seed: more than one tile's worth (1,000) in Johannesburg, so the country view is counts. */
function around(prefix: string, count: number, latitude: number, longitude: number, spread: number, seed: number) {
  const arbitrary = fc.record({
    dLat: fc.double({ min: -spread, max: spread, noNaN: true }),
    dLng: fc.double({ min: -spread, max: spread, noNaN: true }),
    type: fc.constantFrom(...PROBLEM_TYPES),
    status: fc.constantFrom('Active', 'In Progress', 'Resolved'),
    ageDays: fc.integer({ min: 1, max: 300 }),
    reporter: fc.constantFrom('u-ann', 'u-bob'),
  });
  return fc.sample(arbitrary, { seed, numRuns: count }).map((r, n) => ({
    id: `${prefix}-${String(n).padStart(4, '0')}`,
    type: r.type,
    description: `Report ${prefix} ${n}`,
    status: r.status,
    coordinates: { latitude: latitude + r.dLat, longitude: longitude + r.dLng },
    reportedByUserId: r.reporter,
    createdAt: new Date(NOW - r.ageDays * DAY).toISOString(),
    ...(r.status === 'Resolved' ? { resolvedAt: new Date(NOW - (r.ageDays - 1) * DAY + 3_600_000).toISOString() } : {}),
  }));
}

const fixture = {
  users: [
    { id: 'u-ann', realName: 'Ann Botha' },
    { id: 'u-bob', realName: 'Bob Dlamini' },
  ],
  problems: [
    ...around('jhb', 1_100, -26.2041, 28.0473, 0.15, 38),
    ...around('cpt', 40, -33.925, 18.424, 0.05, 39),
    ...around('dbn', 12, -29.8587, 31.0218, 0.05, 40),
    { id: 'none-1', type: 'Pothole', description: 'No place', status: 'Active', coordinates: 'somewhere in Soweto', reportedByUserId: 'u-ann', createdAt: new Date(NOW - DAY).toISOString() },
  ],
};

const COUNTRY: GeoBounds = { west: 15.5, south: -35.2, east: 33.2, north: -22 };
const JOHANNESBURG: GeoBounds = { west: 27.95, south: -26.28, east: 28.15, north: -26.13 };
const VIEWS = [
  { name: 'the country at zoom 5', bounds: COUNTRY, viewZoom: 5 },
  { name: 'Johannesburg at zoom 12', bounds: JOHANNESBURG, viewZoom: 12 },
  { name: 'a Johannesburg street at zoom 16', bounds: { west: 28.04, south: -26.21, east: 28.055, north: -26.198 }, viewZoom: 16 },
];
const FILTERS: readonly (readonly [string, MapFilters, string | null])[] = [
  ['the default filters', DEFAULT_FILTERS, null],
  ['resolved shown, potholes hidden', toggleType({ ...DEFAULT_FILTERS, showResolved: true }, 'Pothole'), null],
  // Counts cannot answer "mine": the view asks down to the reports themselves.
  ['My Problems Only', { ...DEFAULT_FILTERS, mineOnly: true }, 'u-bob'],
];

let site: Awaited<ReturnType<typeof serveSite>>;
/** The seeded reports as the index holds them. */
let expected: MapProblem[];
/** Every request the stores made, by path, through the real fetch. */
const requested: string[] = [];
/** Paths whose next request fails as a dropped connection does (the one boundary stood in for: going offline). */
const dropNext = new Set<string>();

const newStore = () =>
  createMapTilesStore({
    origin: site.url,
    fetch: (input, init) => {
      const url = new URL(String(input));
      requested.push(url.pathname);
      if (dropNext.delete(url.pathname)) return Promise.reject(new TypeError('Failed to fetch'));
      return fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...newClient() } });
    },
  });

/** Plans the view and fetches what it asks until it asks nothing (or `rounds` run out). */
async function planToEnd(store: MapTilesStore, view: (typeof VIEWS)[number], filters: MapFilters, uid: string | null, rounds = 20): Promise<ViewPlan> {
  const request = { bounds: view.bounds, viewZoom: view.viewZoom, filters, uid, place: WHOLE_COUNTRY, now: NOW };
  let plan = planView({ ...request, answers: store.answers });
  for (let round = 0; round < rounds && plan.ask.length > 0; round += 1) {
    await store.fetchTiles(plan.ask);
    plan = planView({ ...request, answers: store.answers });
  }
  return plan;
}

const inTile = (p: MapProblem, tile: Tile) => p.coordinates !== null && isWithinTile(tileOfPoint(p.coordinates.latitude, p.coordinates.longitude, tile.z), tile);

/** Reports as the index holds them: made into entries as the functions make them, read back as a browser reads them. */
async function indexed(problems: readonly ({ id: string; createdAt: string } & Record<string, unknown>)[]): Promise<MapProblem[]> {
  const documents = problems.map(({ id, ...data }) => ({ id, data: { ...data, createdAt: Date.parse(data.createdAt) } }));
  const cells = buildCells(documents, keyedCells(DEMO_CELL_KEY), await loadPlacer());
  return [...cells.values()].flatMap((cell) => cell.entries.map((entry) => unpackEntry(entry)!));
}

beforeAll(async () => {
  const dir = await seedFixture('map-tiles-store', fixture);
  site = await serveSite({ root, dist: dir, port: 0, emulators: { functions: process.env.FUNCTIONS_EMULATOR_HOST } });
  expected = await indexed(fixture.problems);
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe('the map tiles store', () => {
  it('draws every view exactly as a brute-force filter of the reports, under filters counts answer and one they cannot', { timeout: 120_000 }, async () => {
    expect(expected).toHaveLength(fixture.problems.length);
    for (const [filtersName, filters, uid] of FILTERS) {
      const store = newStore();
      const visible = filterProblems(expected, filters, uid, NOW, WHOLE_COUNTRY).visible;
      for (const view of VIEWS) {
        const label = `${view.name}, ${filtersName}`;
        const plan = await planToEnd(store, view, filters, uid);
        expect(plan.ask, label).toEqual([]);
        expect(plan.complete, label).toBe(true);
        for (const cluster of plan.clusters) expect(cluster.count, label).toBe(visible.filter((p) => inTile(p, cluster.tile)).length);
        const markerIds = new Set(plan.problems.map((p) => p.id));
        expect(markerIds.size, label).toBe(plan.problems.length);
        expect(plan.problems.every((p) => visible.some((v) => v.id === p.id)), label).toBe(true);
        // Nothing in the view's box is missed: every visible report there is a marker or inside a cluster.
        const { west, south, east, north } = view.bounds;
        const inBox = visible.filter((p) => p.coordinates && p.coordinates.longitude >= west && p.coordinates.longitude <= east && p.coordinates.latitude >= south && p.coordinates.latitude <= north);
        for (const p of inBox) expect(markerIds.has(p.id) || plan.clusters.some((c) => inTile(p, c.tile)), `${label}: ${p.id}`).toBe(true);
        if (view.viewZoom === 5 && uid === null) expect(plan.clusters.length, label).toBeGreaterThan(0);
        if (uid !== null) expect(plan.clusters, label).toEqual([]);
      }
    }
  });

  it('asks nothing to draw a view it has drawn, and gives the summary’s figures and the unplaced reports as the full list has them', async () => {
    const store = newStore();
    await planToEnd(store, VIEWS[1]!, DEFAULT_FILTERS, null);
    const before = requested.length;
    const again = await planToEnd(store, VIEWS[1]!, DEFAULT_FILTERS, null);
    expect(again.complete).toBe(true);
    expect(requested.length).toBe(before);

    const summary = await store.summary();
    expect(summary).not.toBeNull();
    expect(await store.summary()).toBe(summary);
    const figures = viewFigures(summary, DEFAULT_FILTERS, null, WHOLE_COUNTRY);
    expect(figures?.counts).toEqual(countShown(filterProblems(expected, DEFAULT_FILTERS, null, NOW).visible, null));

    // The reports with no position, which the list shows beside a view's: asked for once and held.
    const unplaced = await store.unplaced();
    expect(unplaced?.problems.map((p) => p.id).sort()).toEqual(expected.filter((p) => p.coordinates === null).map((p) => p.id).sort());
    const asked = requested.length;
    expect(await store.unplaced()).toBe(unplaced);
    expect(requested.length).toBe(asked);
  });

  it('keeps no answer it could not have: the view stays incomplete and asks for that tile again', async () => {
    const store = newStore();
    const first = planView({ bounds: COUNTRY, viewZoom: 5, filters: DEFAULT_FILTERS, uid: null, place: WHOLE_COUNTRY, now: NOW, answers: store.answers });
    expect(first.ask.length).toBeGreaterThan(0);
    const lost = first.ask[0]!;
    dropNext.add(`/data/map-tiles/${lost.z}/${lost.x}/${lost.y}`);
    const outcome = await store.fetchTiles(first.ask);
    expect(outcome).toEqual({ fetched: first.ask.length - 1, failed: 1 });
    const next = planView({ bounds: COUNTRY, viewZoom: 5, filters: DEFAULT_FILTERS, uid: null, place: WHOLE_COUNTRY, now: NOW, answers: store.answers });
    expect(next.complete).toBe(false);
    expect(next.ask).toContainEqual(lost);
    expect((await planToEnd(store, VIEWS[0]!, DEFAULT_FILTERS, null)).complete).toBe(true);
  });

  it('after a report is written, names the tiles of the old state stale and brings them up to date', { timeout: 120_000 }, async () => {
    const store = newStore();
    const city = await planToEnd(store, VIEWS[1]!, DEFAULT_FILTERS, null);
    expect(city.complete).toBe(true);
    const oldVersion = (await store.summary())!.version;
    expect(store.staleTiles()).toEqual([]);

    const late = { id: 'dbn-late', type: 'Pothole', description: 'Late', status: 'Active', coordinates: { latitude: -29.86, longitude: 31.02 }, reportedByUserId: 'u-ann', createdAt: new Date().toISOString() };
    await putDocuments('problems', [{ id: late.id, data: late }]);
    // A fresh store (no copies) sees the new state once the trigger has kept the index.
    const fresh = await eventually(
      async () => (await newStore().summary())?.version,
      (version) => version !== undefined && version !== oldVersion,
      60_000,
    );
    expect(fresh).not.toBe(oldVersion);

    // Durban's tiles come from the new state: Johannesburg's, held from the old one, are now stale.
    const durban = { name: 'Durban', bounds: { west: 30.95, south: -29.92, east: 31.09, north: -29.8 }, viewZoom: 12 };
    expect((await planToEnd(store, durban, DEFAULT_FILTERS, null)).complete).toBe(true);
    const stale = store.staleTiles();
    expect(stale.length).toBeGreaterThan(0);
    expect(await store.refetch(stale)).toEqual({ fetched: stale.length, failed: 0 });
    expect(store.staleTiles()).toEqual([]);
    expect(new Set([...store.answers.values()].map((answer) => answer.version))).toEqual(new Set([fresh]));
    const now = await indexed([...fixture.problems, late]);
    const country = await planToEnd(store, VIEWS[0]!, DEFAULT_FILTERS, null);
    expect(country.complete).toBe(true);
    const total = country.clusters.reduce((sum, c) => sum + c.count, 0) + country.problems.length;
    expect(total).toBe(filterProblems(now, DEFAULT_FILTERS, null, Date.now()).visible.filter((p) => p.coordinates).length);
  });
});
