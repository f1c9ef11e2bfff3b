// The map's markers from tiles, through the real tile store and parser, answered from a tile
// index built over known reports (the function's own code, in memory): what the map draws
// adds up to exactly the reports the filters let through, a city opens to its reports as
// points, and filters redraw.
import { describe, expect, it } from 'vitest';
import { createMapTilesStore } from '../../../data/map-tiles-store';
import { parseMapTilesPath } from '../../../domain/map-tiles/map-tiles-url';
import { buildTileIndex } from '../../../domain/map-tiles/tile-index';
import type { MapProblem } from '../../../domain/model';
import { DEFAULT_FILTERS, filterProblems, toggleType, WHOLE_COUNTRY, type MapFilters } from '../../../domain/problem-filter';
import { PROBLEM_TYPES } from '../../../domain/problem-types';
import type { ClusterItem } from './cluster-protocol';
import { createTileMarkers, type TileMarkers } from './tile-markers';

const NOW = Date.parse('2026-11-20T10:00:00Z');

/** Reports around two cities and scattered over the country, the same every run. */
function reports(count: number): MapProblem[] {
  let seed = 7;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const cities = [
    [-26.2041, 28.0473],
    [-33.9249, 18.4241],
  ] as const;
  return Array.from({ length: count }, (_, i) => {
    const near = i % 5 === 4 ? null : cities[i % 2]!;
    const latitude = near ? near[0] + (random() - 0.5) * 0.2 : -34 + random() * 12;
    const longitude = near ? near[1] + (random() - 0.5) * 0.2 : 17 + random() * 15;
    return {
      id: `r${i}`,
      type: PROBLEM_TYPES[i % PROBLEM_TYPES.length]!,
      status: i % 3 === 0 ? 'Resolved' : 'Active',
      coordinates: { latitude, longitude },
      reportedByUserId: `u${i % 7}`,
      createdAt: NOW - i * 60_000,
      resolvedAt: null,
      confirmedBy: [],
      deniedBy: [],
    };
  });
}

const PROBLEMS = reports(4_000);
const INDEX = buildTileIndex(PROBLEMS, { builtAt: NOW, version: 'mi1-test' }, 300);
const SOUTH_AFRICA = [15, -36, 34, -21] as const;
// A few streets of Johannesburg, as a phone shows them at zoom 15.
const JOHANNESBURG = [28.035, -26.215, 28.06, -26.195] as const;

/** The real store, its requests answered from INDEX as the function answers them (with 429 while `refused` says so). */
function store(asked: string[] = [], refused = () => false) {
  return createMapTilesStore({
    fetch: (input) => {
      const path = String(input);
      asked.push(path);
      if (refused()) return Promise.resolve(new Response('Too many requests', { status: 429 }));
      const request = parseMapTilesPath(path);
      const wire = request?.kind === 'tile' ? INDEX.tile(request.tile) : null;
      return Promise.resolve(wire ? new Response(JSON.stringify(wire)) : new Response('', { status: 404 }));
    },
  });
}

/** Queries the view until it asks for nothing more (each fetch that brings tiles raises the version). */
async function settle(markers: TileMarkers, bbox: readonly [number, number, number, number], zoom: number): Promise<ClusterItem[]> {
  for (let round = 0; round < 20; round += 1) {
    const before = markers.version;
    const items = await markers.query(bbox, zoom);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (markers.version === before && markers.drawn()?.complete) return items;
  }
  throw new Error('the view never settled');
}

const sum = (items: readonly ClusterItem[]) => items.reduce((total, item) => total + (item.kind === 'cluster' ? item.count : 1), 0);
const inBox = (problems: readonly MapProblem[], [west, south, east, north]: readonly number[]) =>
  problems.filter(({ coordinates: c }) => c && c.longitude >= west! && c.longitude <= east! && c.latitude >= south! && c.latitude <= north!);
const shown = (filters: MapFilters) => filterProblems(PROBLEMS, filters, null, NOW, WHOLE_COUNTRY).visible;

describe('the map drawn from tiles', () => {
  it('draws the country as clusters whose counts add up to every report the filters let through', async () => {
    const markers = createTileMarkers(store(), { filters: DEFAULT_FILTERS, uid: null, place: WHOLE_COUNTRY, now: NOW });
    const items = await settle(markers, SOUTH_AFRICA, 5);
    expect(items.some((item) => item.kind === 'cluster')).toBe(true);
    expect(sum(items)).toBe(shown(DEFAULT_FILTERS).length);
    expect(markers.drawn()?.counted).toBe(true);
  });

  it('redraws under new filters with their counts, a new version each time', async () => {
    const markers = createTileMarkers(store(), { filters: DEFAULT_FILTERS, uid: null, place: WHOLE_COUNTRY, now: NOW });
    await settle(markers, SOUTH_AFRICA, 5);
    const filters = toggleType({ ...DEFAULT_FILTERS, showResolved: true }, PROBLEM_TYPES[0]!);
    const before = markers.version;
    markers.show({ filters, uid: null, place: WHOLE_COUNTRY, now: NOW });
    expect(markers.version).toBeGreaterThan(before);
    expect(sum(await settle(markers, SOUTH_AFRICA, 5))).toBe(shown(filters).length);
  });

  it('asks again by itself for tiles it could not have, and then draws them', async () => {
    let refusing = true;
    const markers = createTileMarkers(store([], () => refusing), { filters: DEFAULT_FILTERS, uid: null, place: WHOLE_COUNTRY, now: NOW }, 10);
    expect(await markers.query(SOUTH_AFRICA, 5)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const heard: number[] = [];
    markers.subscribe(() => heard.push(markers.version));
    refusing = false;
    // Nobody moves the map: the pause ends and the version goes up, so the provider draws again.
    await expect.poll(() => heard.length, { timeout: 1000, interval: 5 }).toBeGreaterThan(0);
    expect(sum(await settle(markers, SOUTH_AFRICA, 5))).toBe(shown(DEFAULT_FILTERS).length);
  });

  it('opens a city to its reports as points that name and open them, and a count cluster to its subtile', async () => {
    const asked: string[] = [];
    const markers = createTileMarkers(store(asked), { filters: DEFAULT_FILTERS, uid: null, place: WHOLE_COUNTRY, now: NOW });
    const country = await settle(markers, SOUTH_AFRICA, 5);
    const cluster = country.find((item) => item.kind === 'cluster')!;
    expect(await markers.expansionZoom(cluster.kind === 'cluster' ? cluster.clusterId : -1)).toBeGreaterThan(5);

    const city = await settle(markers, JOHANNESBURG, 15);
    const points = city.filter((item) => item.kind === 'point');
    expect(points.length).toBeGreaterThan(0);
    expect(sum(city)).toBe(inBox(shown(DEFAULT_FILTERS), JOHANNESBURG).length);
    for (const point of points) {
      const marker = markers.pointAt(point.index)!;
      const report = PROBLEMS.find((problem) => problem.id === marker.id)!;
      expect([marker.type, marker.status]).toEqual([report.type, report.status]);
      expect(markers.problem(marker.id)?.coordinates?.latitude).toBeCloseTo(report.coordinates!.latitude, 4);
    }
    // Only the tiles of the two views looked at, a handful each.
    expect(asked.every((path) => /^\/data\/map-tiles\/\d+\/\d+\/\d+$/u.test(path))).toBe(true);
    expect(asked.length).toBeLessThan(20);
  });
});
