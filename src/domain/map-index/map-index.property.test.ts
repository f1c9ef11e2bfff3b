// Every figure the site shows from the map index equals the one computed from
// the whole reports, for random collections with malformed documents among
// them: the index path (cells built as the Cloud Functions build them, joined
// into the file, parsed as the browser parses it) against the full list (every
// document through the report parser, newest first, as the site used to hold it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRangeFor, type DateFilter } from '../date-range';
import type { MapProblem, Problem } from '../model';
import { nearbyProblems } from '../nearby-problems';
import { parseProblem } from '../parse-problem';
import { filterProblems, type MapFilters } from '../problem-filter';
import { byNewestFirst, countProblems } from '../problem-stats';
import { PROBLEM_TYPES } from '../problem-types';
import { rewardDayOf } from '../reward-days';
import { scoreContributors } from '../scoring';
import { applyMapChanges } from './apply-changes';
import { fromMapColumns, toMapColumns } from './map-columns';
import { parseMapChange } from './map-change';
import type { Placer } from '../places/placer';
import { toMapProblem } from './map-entry';
import { parseIndexFile, renderIndexFile } from './map-index-file';
import { buildCells, cellFields, cellName, indexOutcome } from './map-shards';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const UIDS = ['u-ann', 'u-bob', 'u-cat', 'u-dan', 'u-eve'];

const time = fc.oneof(
  fc.integer({ min: NOW - 400 * 86_400_000, max: NOW + 86_400_000 }),
  fc.integer({ min: NOW - 400 * 86_400_000, max: NOW }).map((ms) => new Date(ms).toISOString()),
  fc.integer({ min: NOW / 1000 - 400 * 86_400, max: NOW / 1000 }).map((seconds) => ({ seconds, nanoseconds: 123_456_789 })),
  fc.constantFrom('not a date', '', null, 1e18, -1e18, Number.NaN, true),
);
const coordinates = fc.oneof(
  fc.record({ latitude: fc.double({ min: -35, max: -22, noNaN: true }), longitude: fc.double({ min: 16, max: 33, noNaN: true }) }),
  fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }).map(String), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }),
  fc.constantFrom('-26.2, 28.0', null, { latitude: 126.2 }, { lat: -26.1, lng: 28.1 }),
);
const votes = fc.oneof(
  fc.dictionary(fc.constantFrom(...UIDS), fc.oneof(time, fc.record({ timestamp: time }))),
  fc.array(fc.constantFrom(...UIDS, 42, null)),
  fc.constantFrom(null, 'u-ann', {}),
);
const documentData = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...PROBLEM_TYPES), fc.constantFrom('Sewage', '', ' Pothole ', 42, null)),
    status: fc.constantFrom('Active', 'Resolved', 'In Progress', '', 'resolved', null, 7),
    coordinates,
    reportedByUserId: fc.oneof(fc.constantFrom(...UIDS), fc.constantFrom('', null, 12)),
    createdAt: time,
    resolvedAt: time,
    confirmedBy: votes,
    deniedBy: votes,
    description: fc.string(),
  },
  { requiredKeys: [] },
);
const collection = fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 12 }), data: documentData }), {
  selector: (doc) => doc.id,
  maxLength: 60,
});

/** The full list: every document parsed, newest first. */
function fullList(docs: readonly { id: string; data: unknown }[]): Problem[] {
  return docs
    .map((doc) => parseProblem(doc.id, doc.data))
    .flatMap((result) => (result.ok ? [result.value] : []))
    .sort(byNewestFirst);
}

/** A stand-in cell chooser (the functions key theirs). */
const byLength = (id: string) => cellName(id.length % 8);
/** A stand-in placer (the functions load the real one): two places by latitude, none between, so places travel with the entries. */
const byLatitude: Placer = (latitude) =>
  typeof latitude !== 'number' ? null : latitude < -30 ? { municipality: 'CPT', ward: '19100115' } : latitude > -26 ? { municipality: 'JHB', ward: '79800001' } : null;

/** A whole report's map fields with the place the index gives it. */
function placed(problem: Problem): MapProblem {
  const place = problem.coordinates ? byLatitude(problem.coordinates.latitude, problem.coordinates.longitude) : null;
  return toMapProblem({ ...problem, municipality: place?.municipality, ward: place?.ward });
}

/** The index path: cells as the functions store them, the file as the function serves it, parsed as the browser does. */
function indexList(docs: readonly { id: string; data: unknown }[]): MapProblem[] {
  const cells = [...buildCells(docs, byLength, byLatitude).values()].map((cell) => cellFields(cell).entries);
  const content = parseIndexFile(renderIndexFile({ builtAt: NOW, rebuiltAt: NOW, skipped: 0 }, cells));
  if (!content) throw new Error('the file did not parse');
  return content.problems;
}

const filters: fc.Arbitrary<MapFilters> = fc.record({
  mineOnly: fc.boolean(),
  showResolved: fc.boolean(),
  date: fc.oneof(
    fc.constantFrom<DateFilter>({ period: 'all' }, { period: 'today' }, { period: 'yesterday' }, { period: 'week' }, { period: 'month' }, { period: 'year' }),
    fc.record({ period: fc.constant('custom' as const), from: fc.constantFrom('2026-01-01', '2026-11-19', null), to: fc.constantFrom('2026-11-20', '2026-06-30', null) }),
  ),
  hiddenTypes: fc.subarray([...PROBLEM_TYPES]).map((types) => new Set(types)),
  hideUnknown: fc.boolean(),
});

describe('the map index against the whole reports', () => {
  it('holds the same reports, in the same order, with the same map fields, each in its place', () => {
    fc.assert(
      fc.property(collection, (docs) => {
        expect(indexList(docs)).toEqual(fullList(docs).map(placed));
      }),
      { numRuns: 300 },
    );
  });

  it('holds the same reports after a save to the snapshot store in columns and a read back', () => {
    fc.assert(
      fc.property(collection, (docs) => {
        const index = indexList(docs);
        expect(fromMapColumns(toMapColumns(index))).toEqual({ problems: index, damaged: 0, outdated: false });
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same stats strip, home cards, filter results and per-type counts under every filter', () => {
    fc.assert(
      fc.property(collection, filters, fc.option(fc.constantFrom(...UIDS), { nil: null }), (docs, chosen, uid) => {
        const [full, index] = [fullList(docs), indexList(docs)];
        expect(countProblems(index)).toEqual(countProblems(full));
        const a = filterProblems(full, chosen, uid, NOW);
        const b = filterProblems(index, chosen, uid, NOW);
        expect(b.visible.map((p) => p.id)).toEqual(a.visible.map((p) => p.id));
        expect(b.typeCounts).toEqual(a.typeCounts);
      }),
      { numRuns: 300 },
    );
  });

  // Votes are not in the index (no voter in anything public): the leaderboard's vote points come from
  // the server's aggregates. What the index gives it, reports and resolutions, matches the reports.
  it('gives the same leaderboard points for every period, counting reports without their votes', () => {
    fc.assert(
      fc.property(collection, filters, fc.subarray(UIDS, { minLength: 1 }), (docs, chosen, uids) => {
        const range = dateRangeFor(chosen.date, NOW);
        const rewards = new Map(uids.map((uid, n) => [uid, [{ day: rewardDayOf(NOW - n * 86_400_000), points: 5 * n, count: 1 }]]));
        expect(scoreContributors(uids, indexList(docs), rewards, range)).toEqual(scoreContributors(uids, fullList(docs).map(toMapProblem), rewards, range));
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same glance rows (order, distance, bearing) from any position and heading', () => {
    fc.assert(
      fc.property(
        collection,
        fc.record({ latitude: fc.double({ min: -34, max: -23, noNaN: true }), longitude: fc.double({ min: 17, max: 32, noNaN: true }) }),
        fc.option(fc.double({ min: 0, max: 359, noNaN: true }), { nil: null }),
        (docs, position, heading) => {
          const strip = (rows: ReturnType<typeof nearbyProblems>) => rows.map(({ problem, ...rest }) => ({ id: problem.id, ...rest }));
          expect(strip(nearbyProblems(indexList(docs), position, heading))).toEqual(strip(nearbyProblems(fullList(docs), position, heading)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('stays the same after changes: a copy brought up to date equals the index rebuilt from the changed collection', () => {
    fc.assert(
      fc.property(collection, collection, (before, edits) => {
        const after = new Map(before.map((doc) => [doc.id, doc.data as unknown]));
        const changes = edits.map((edit, n) => {
          // Every third edit deletes the report instead.
          const data = n % 3 === 2 ? undefined : edit.data;
          if (data === undefined) after.delete(edit.id);
          else after.set(edit.id, data);
          const outcome = indexOutcome(edit.id, data, byLatitude);
          const entry = outcome.kind === 'entry' ? JSON.stringify(outcome.entry) : null;
          return parseMapChange(edit.id, { entry, at: { seconds: NOW / 1000 + n, nanoseconds: 0 } });
        });
        const copy = applyMapChanges({ problems: indexList(before), builtAt: NOW, rebuiltAt: NOW }, changes);
        const rebuilt = indexList([...after].map(([id, data]) => ({ id, data })));
        expect(copy.problems).toEqual(rebuilt);
        expect(copy.builtAt).toBe(changes.length ? NOW + (changes.length - 1) * 1000 : NOW);
      }),
      { numRuns: 200 },
    );
  });
});
