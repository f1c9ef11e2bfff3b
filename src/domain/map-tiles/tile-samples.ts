/**
 * Random reports, views and filters for the map tiles' property tests: index
 * entries as a browser reads them (malformed ones among them, unreadable ones
 * gone), many on tile corners, a crowd on one spot and some at the world's
 * edges, some with a place. Only tests import this.
 */
import fc from 'fast-check';
import type { DateFilter } from '../date-range';
import type { GeoBounds } from '../map-view/map-counts';
import { unpackEntry } from '../map-index/map-entry';
import type { MapProblem } from '../model';
import { WHOLE_COUNTRY, type MapFilters, type PlaceFilter } from '../problem-filter';
import { PROBLEM_TYPES } from '../problem-types';
import type { IndexStamp } from './tile-answers';
import { tileBounds, tileOfPoint } from './tile-math';
import { MAX_TILE_ZOOM } from './tile-rule';

export const NOW = Date.parse('2026-11-20T10:00:00Z');
/** The index state the samples' tiles are built from. */
export const STAMP: IndexStamp = { builtAt: NOW, version: 'mi4-sample' };
export const UIDS = ['u-ann', 'u-bob', 'u-cat', '', 'u-dan'];

/** A corner of some tile over South Africa: a point on a west and a north edge at once. */
const tileCorner = fc
  .record({ z: fc.integer({ min: 1, max: MAX_TILE_ZOOM }), latitude: fc.double({ min: -35, max: -22, noNaN: true }), longitude: fc.double({ min: 16, max: 33, noNaN: true }) })
  .map(({ z, latitude, longitude }) => {
    const { north, west } = tileBounds(tileOfPoint(latitude, longitude, z));
    return [north, west] as const;
  });
const position = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.double({ min: -35, max: -22, noNaN: true }), fc.double({ min: 16, max: 33, noNaN: true })) },
  { weight: 3, arbitrary: tileCorner },
  // A crowd on one spot (Johannesburg's centre), and the world's edges.
  { weight: 2, arbitrary: fc.constantFrom([-26.2041, 28.0473] as const, [90, 180] as const, [-90, -180] as const, [-85.06, 0] as const) },
  { weight: 1, arbitrary: fc.constantFrom([null, null] as const, ['-26.2', 28] as const, [Number.NaN, 1] as const) },
);
const time = fc.oneof(fc.integer({ min: NOW - 500 * 86_400_000, max: NOW + 5 * 86_400_000 }), fc.constantFrom(null, 'yesterday', -1e18));
/** The places the server gives (a ward lies in one municipality), none, or a malformed one. */
const PLACES = [[], ['CPT', '19100115'], ['CPT', '19100116'], ['JHB', '79800001'], ['JHB', 'ward 1']] as const;
const entry = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.oneof(fc.constantFrom(...PROBLEM_TYPES), fc.constantFrom('Sewage', '', 42)),
        fc.constantFrom('Active', 'Resolved', 'In Progress', '', null),
        position,
        time,
        time,
        fc.constantFrom(...UIDS, 7),
        fc.constantFrom(...PLACES),
      )
      .map(([id, type, status, [lat, lng], created, resolved, uid, place]) => [id, type, status, lat, lng, created, resolved, uid, ...place] as unknown),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 'p-1', [], [''], [42, 'Pothole'], { id: 'p-2' }) },
);

/** The index as a browser holds it: entries unpacked, unreadable ones gone, one report per id. */
export const reports = fc.array(entry, { maxLength: 80 }).map((entries) => {
  const byId = new Map<string, MapProblem>();
  for (const raw of entries) {
    const problem = unpackEntry(raw);
    if (problem) byId.set(problem.id, problem);
  }
  return [...byId.values()];
});

/** A tile over South Africa at any zoom the tiles have. */
export const randomTile = fc
  .record({ z: fc.integer({ min: 0, max: MAX_TILE_ZOOM }), latitude: fc.double({ min: -36, max: -21, noNaN: true }), longitude: fc.double({ min: 15, max: 34, noNaN: true }) })
  .map(({ z, latitude, longitude }) => tileOfPoint(latitude, longitude, z));

/**
 * A map's view: a box over South Africa (from a spot to the whole country),
 * the world and more, one across the antimeridian (its west east of its east,
 * as Google Maps gives it, holding South Africa), one with no size.
 */
export const viewBox: fc.Arbitrary<GeoBounds> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.double({ min: -36, max: -21, noNaN: true }), fc.double({ min: -36, max: -21, noNaN: true }), fc.double({ min: 15, max: 34, noNaN: true }), fc.double({ min: 15, max: 34, noNaN: true }))
      .map(([a, b, c, d]) => ({ south: Math.min(a, b), north: Math.max(a, b), west: Math.min(c, d), east: Math.max(c, d) })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<GeoBounds>(
      { south: -90, north: 90, west: -180, east: 180 },
      { south: -100, north: 100, west: -500, east: 500 },
      { south: -40, north: -20, west: 20, east: -170 },
      { south: -26.2041, north: -26.2041, west: 28.0473, east: 28.0473 },
    ),
  },
);

/** A view's zoom: whole or between two, beyond the tiles' deepest and below 0. */
export const viewZoom = fc.oneof(fc.integer({ min: -1, max: 18 }), fc.double({ min: 0, max: 17, noNaN: true }));

/** Any filters, with those that counts can answer (every date, no My Problems Only) half the time. */
export const mapFilters: fc.Arbitrary<MapFilters> = fc.record({
  mineOnly: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  showResolved: fc.boolean(),
  date: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<DateFilter>({ period: 'all' }, { period: 'custom', from: '2026-01-01', to: null }) },
    { weight: 1, arbitrary: fc.constantFrom<DateFilter>({ period: 'week' }, { period: 'year' }, { period: 'custom', from: '2026-01-01', to: '2026-11-01' }) },
  ),
  hiddenTypes: fc.subarray([...PROBLEM_TYPES]).map((types) => new Set(types)),
  hideUnknown: fc.boolean(),
});

/** The whole country most of the time, else a municipality or a ward (some with no report). */
export const placeFilter: fc.Arbitrary<PlaceFilter> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(WHOLE_COUNTRY) },
  { weight: 1, arbitrary: fc.constantFrom('CPT', 'JHB', 'XYZ').map((municipality) => ({ municipality, ward: null })) },
  { weight: 1, arbitrary: fc.constantFrom('19100115', '79800001').map((ward) => ({ municipality: null, ward })) },
);

/** Who is signed in: a reporter among the reports, or a guest. */
export const signedIn = fc.constantFrom<string | null>(null, ...UIDS.filter((uid) => uid !== ''));
