// The map screen's numbers agree for every collection and every filter: the stats
// strip's "Visible", the per-type counts, what the map can cluster and the list's
// length, whole country or in a view. Documents go through the report parser first,
// so malformed ones (no position, unknown type or status, bad dates) are among them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DateFilter } from '../date-range';
import type { MapProblem } from '../model';
import { parseProblem } from '../parse-problem';
import { WHOLE_COUNTRY, filterProblems, passesBaseFilters, type MapFilters, type PlaceFilter } from '../problem-filter';
import { PROBLEM_TYPES } from '../problem-types';
import { OTHER_TYPE_SLOT, countShown, isPlaced, listPart, typeSlot, type GeoBounds } from './map-counts';
import { listReports } from './report-list';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const DAY = 86_400_000;
const USERS = ['u-1', 'u-2', 'u-3'];

const position = fc.oneof(
  { weight: 4, arbitrary: fc.record({ latitude: fc.double({ min: -35, max: -22, noNaN: true }), longitude: fc.double({ min: 16, max: 33, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, { latitude: 200, longitude: 28 }, { latitude: Number.NaN, longitude: 1 }, 'somewhere', { lat: -26 }) },
);
const whenever = fc.oneof(fc.integer({ min: NOW - 500 * DAY, max: NOW }), fc.constantFrom(null, 'yesterday', -1e20, { seconds: 'x' }));
const reportDocument = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...PROBLEM_TYPES), fc.constantFrom('Sinkhole', '', 3, null)),
    status: fc.constantFrom('Active', 'Resolved', 'In Progress', 'Closed', '', null),
    coordinates: position,
    reportedByUserId: fc.constantFrom(...USERS, '', null),
    createdAt: whenever,
  },
  { requiredKeys: [] },
);
// The places the map index gives (a ward lies in one municipality; some reports have none).
const WARDS = [
  { municipality: 'CPT', ward: '19100115' },
  { municipality: 'CPT', ward: '19100116' },
  { municipality: 'JHB', ward: '79800001' },
  { municipality: 'WC011', ward: '10101001' },
];
const reportPlace = fc.option(fc.constantFrom(...WARDS), { nil: null });
const reports = fc
  .array(fc.tuple(fc.oneof({ weight: 9, arbitrary: reportDocument }, { weight: 1, arbitrary: fc.anything() }), reportPlace), { maxLength: 80 })
  .map((documents) => documents.flatMap(([data, place], n) => {
    const parsed = parseProblem(`p-${n}`, data);
    return parsed.ok ? [(place ? { ...parsed.value, ...place } : parsed.value) as MapProblem] : [];
  }));
const placeFilter: fc.Arbitrary<PlaceFilter> = fc.oneof(
  fc.constant(WHOLE_COUNTRY),
  fc.constantFrom('CPT', 'JHB', 'WC011', 'XYZ').map((municipality) => ({ municipality, ward: null })),
  fc.constantFrom('19100115', '79800001', '99999999').map((ward) => ({ municipality: null, ward })),
);
const mapFilters: fc.Arbitrary<MapFilters> = fc.record({
  mineOnly: fc.boolean(),
  showResolved: fc.boolean(),
  date: fc.constantFrom<DateFilter>({ period: 'all' }, { period: 'week' }, { period: 'year' }, { period: 'custom', from: '2026-01-01', to: null }),
  hiddenTypes: fc.subarray([...PROBLEM_TYPES]).map((types) => new Set(types)),
  hideUnknown: fc.boolean(),
});
const view: fc.Arbitrary<GeoBounds> = fc
  .tuple(fc.double({ min: -36, max: -21, noNaN: true }), fc.double({ min: -36, max: -21, noNaN: true }), fc.double({ min: 15, max: 34, noNaN: true }), fc.double({ min: 15, max: 34, noNaN: true }))
  .map(([a, b, c, d]) => ({ south: Math.min(a, b), north: Math.max(a, b), west: Math.min(c, d), east: Math.max(c, d) }));
const here = fc.option(fc.record({ latitude: fc.double({ min: -34, max: -23, noNaN: true }), longitude: fc.double({ min: 17, max: 32, noNaN: true }) }), { nil: null });

describe('the map screen counts', () => {
  it('agree between the stats strip, the per-type counts, the map and the list, for every filter and view', () => {
    fc.assert(
      fc.property(reports, mapFilters, fc.constantFrom(null, ...USERS), view, here, placeFilter, (problems, filters, uid, bounds, location, place) => {
        const { visible, typeCounts, municipalityCounts, everywhere } = filterProblems(problems, filters, uid, NOW, place);
        const counts = countShown(visible, bounds);
        // The whole-country list holds exactly what the stats strip counts as visible.
        expect(listReports(visible, { bounds: null, position: location })).toHaveLength(counts.shown);
        expect(counts.shown).toBe(visible.length);
        // The per-type counts of the types shown, with the unknown types, add up to the same number.
        const knownShown = PROBLEM_TYPES.filter((type) => !filters.hiddenTypes.has(type)).reduce((sum, type) => sum + typeCounts.get(type)!, 0);
        expect(knownShown + counts.bySlot[OTHER_TYPE_SLOT]!).toBe(counts.shown);
        for (const type of PROBLEM_TYPES) expect(counts.bySlot[typeSlot(type)]).toBe(filters.hiddenTypes.has(type) ? 0 : typeCounts.get(type));
        // The map draws the placed ones; the list in a view holds the placed ones inside it.
        expect(counts.placed).toBe(visible.filter(isPlaced).length);
        expect(listReports(visible, { bounds, position: location })).toHaveLength(counts.inView!);
        const part = listPart(counts, 'view');
        expect(part.shown <= part.total).toBe(true);
        // Every report shown lies in the place; a municipality's count is what choosing it shows.
        for (const problem of visible) {
          if (place.ward !== null) expect(problem.ward).toBe(place.ward);
          else if (place.municipality !== null) expect(problem.municipality).toBe(place.municipality);
        }
        const whole = filterProblems(problems, filters, uid, NOW);
        expect(whole.visible).toHaveLength(everywhere);
        for (const code of ['CPT', 'JHB', 'WC011', 'XYZ']) {
          const chosen = filterProblems(problems, filters, uid, NOW, { municipality: code, ward: null });
          expect(chosen.visible).toHaveLength(municipalityCounts.get(code) ?? 0);
          expect(chosen.municipalityCounts).toEqual(municipalityCounts);
        }
        // The municipalities' counts and the reports with no place add up to "All municipalities".
        const unplaced = whole.visible.filter((problem) => problem.municipality === undefined).length;
        expect([...municipalityCounts.values()].reduce((sum, n) => sum + n, 0) + unplaced).toBe(everywhere);
        // The per-type counts inside the place are those of the reports there passing the other filters.
        const inPlace = place.ward !== null || place.municipality !== null ? problems.filter((p) => passesBaseFilters(p, filters, uid, NOW) && (place.ward !== null ? p.ward === place.ward : p.municipality === place.municipality)) : null;
        if (inPlace) for (const type of PROBLEM_TYPES) expect(typeCounts.get(type)).toBe(inPlace.filter((p) => p.type === type).length);
      }),
      { numRuns: 300 },
    );
  });

  it('lists nearest first with a location, newest first without, and every row once', () => {
    fc.assert(
      fc.property(reports, here, (problems, location) => {
        const rows = listReports(problems, { bounds: null, position: location });
        expect(new Set(rows.map((row) => row.problem.id)).size).toBe(problems.length);
        for (let n = 1; n < rows.length; n += 1) {
          const [before, after] = [rows[n - 1]!, rows[n]!];
          // Sorted to the centimetre.
          if (location && before.distanceKm !== null && after.distanceKm !== null) expect(before.distanceKm).toBeLessThanOrEqual(after.distanceKm + 1e-5);
          if (location && before.distanceKm === null) expect(after.distanceKm).toBeNull();
          if (!location) expect((before.problem.createdAt ?? -Infinity) >= (after.problem.createdAt ?? -Infinity)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('listReports', () => {
  it('keeps equal distances newest first, and reports without a position last', () => {
    const at = { latitude: -26, longitude: 28 };
    const report = (id: string, createdAt: number, coordinates: typeof at | null) =>
      ({ id, type: 'Pothole', status: 'Active', coordinates, reportedByUserId: '', createdAt, resolvedAt: null, confirmedBy: [], deniedBy: [] }) as MapProblem;
    const rows = listReports([report('old', 1, at), report('none', 3, null), report('new', 2, at)], { bounds: null, position: at });
    expect(rows.map((row) => row.problem.id)).toEqual(['new', 'old', 'none']);
  });
});
