// Every tile answer equals a brute-force filter of the same reports: random
// index entries (malformed ones among them, read as the browser reads the index
// file), many on tile edges and on one spot, against random tiles. The index
// sorts, binary-searches and groups runs; the brute force asks each report its
// tile and nothing else. Each answer then goes through JSON and its parser as a
// browser would get it, and must come back whole and the same.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packEntry, unpackEntry } from '../map-index/map-entry';
import type { MapProblem } from '../model';
import { monthlyTrend } from '../monthly-trend';
import { PROBLEM_TYPES } from '../problem-types';
import { parseTileAnswer } from './parse-tile-answer';
import { parseTileSummary, parseUnplacedEntries } from './parse-tile-summary';
import type { CountsTileWire, EntriesTileWire, KindCount } from './tile-answers';
import { buildTileIndex } from './tile-index';
import { tileBounds, tileKey, tileOfPoint, type Tile } from './tile-math';
import { MAX_TILE_ZOOM, subtileZoom } from './tile-rule';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const UIDS = ['u-ann', 'u-bob', 'u-cat', '', 'u-dan'];

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
      )
      .map(([id, type, status, [lat, lng], created, resolved, uid]) => [id, type, status, lat, lng, created, resolved, uid] as unknown),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 'p-1', [], [''], [42, 'Pothole'], { id: 'p-2' }) },
);
/** The index as a browser holds it: entries unpacked, unreadable ones gone, one report per id. */
const reports = fc.array(entry, { maxLength: 80 }).map((entries) => {
  const byId = new Map<string, MapProblem>();
  for (const raw of entries) {
    const problem = unpackEntry(raw);
    if (problem) byId.set(problem.id, problem);
  }
  return [...byId.values()];
});

const isIn = (problem: MapProblem, tile: Tile) =>
  problem.coordinates !== null && tileKey(tileOfPoint(problem.coordinates.latitude, problem.coordinates.longitude, tile.z)) === tileKey(tile);
const sortedIds = (problems: readonly MapProblem[]) => problems.map((p) => p.id).sort();
const kindCounts = (problems: readonly MapProblem[]): KindCount[] => {
  const counts = new Map<string, KindCount>();
  for (const { type, status } of problems) {
    const key = JSON.stringify([type, status]);
    counts.set(key, { type, status, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => JSON.stringify([a.type, a.status]).localeCompare(JSON.stringify([b.type, b.status])));
};
const byKind = (counts: readonly KindCount[]) => [...counts].sort((a, b) => JSON.stringify([a.type, a.status]).localeCompare(JSON.stringify([b.type, b.status])));

/** The tiles worth asking: every zoom of a few reports' tiles (ancestors of crowded places), and random ones. */
function tilesToAsk(problems: readonly MapProblem[], extra: readonly Tile[]): Tile[] {
  const placed = problems.filter((p) => p.coordinates).slice(0, 4);
  const ancestors = placed.flatMap(({ coordinates }) =>
    Array.from({ length: MAX_TILE_ZOOM + 1 }, (_, z) => tileOfPoint(coordinates!.latitude, coordinates!.longitude, z)),
  );
  return [...ancestors, ...extra];
}

const randomTile = fc
  .record({ z: fc.integer({ min: 0, max: MAX_TILE_ZOOM }), latitude: fc.double({ min: -36, max: -21, noNaN: true }), longitude: fc.double({ min: 15, max: 34, noNaN: true }) })
  .map(({ z, latitude, longitude }) => tileOfPoint(latitude, longitude, z));

describe('map tiles against a brute-force filter of the same reports', () => {
  it('give every tile its reports: entries exactly when the rule says, else exact counts per subtile, type and status', () => {
    fc.assert(
      fc.property(reports, fc.array(randomTile, { maxLength: 6 }), fc.integer({ min: 0, max: 6 }), (problems, extra, leafMax) => {
        const index = buildTileIndex(problems, NOW, leafMax);
        for (const tile of tilesToAsk(problems, extra)) {
          const inside = problems.filter((p) => isIn(p, tile));
          const wire = index.tile(tile)!;
          const answer = parseTileAnswer(JSON.stringify(wire), tile);
          expect(index.count(tile)).toBe(inside.length);
          if (inside.length <= leafMax || tile.z === MAX_TILE_ZOOM) {
            expect(sortedIds((wire as EntriesTileWire).entries.map((e) => unpackEntry(e)!))).toEqual(sortedIds(inside));
            expect(answer?.kind).toBe('entries');
            if (answer?.kind !== 'entries') return;
            expect(answer.complete).toBe(true);
            expect([...answer.problems].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
              inside.map((p) => unpackEntry(JSON.parse(JSON.stringify(packEntry(p))))!).sort((a, b) => (a.id < b.id ? -1 : 1)),
            );
            continue;
          }
          expect((wire as CountsTileWire).cells.length).toBeLessThanOrEqual(64);
          expect(answer?.kind).toBe('counts');
          if (answer?.kind !== 'counts') return;
          expect(answer.complete).toBe(true);
          const groups = new Map<string, MapProblem[]>();
          for (const p of inside) {
            const key = tileKey(tileOfPoint(p.coordinates!.latitude, p.coordinates!.longitude, subtileZoom(tile.z)));
            groups.set(key, [...(groups.get(key) ?? []), p]);
          }
          expect(answer.subtiles.map((s) => tileKey(s.tile)).sort()).toEqual([...groups.keys()].sort());
          expect(answer.subtiles.reduce((sum, s) => sum + s.total, 0)).toBe(inside.length);
          for (const subtile of answer.subtiles) {
            const group = groups.get(tileKey(subtile.tile))!;
            expect(subtile.total).toBe(group.length);
            expect(byKind(subtile.counts)).toEqual(kindCounts(group));
            const mean = (pick: (p: MapProblem) => number) => group.reduce((sum, p) => sum + pick(p), 0) / group.length;
            expect(Math.abs(subtile.latitude - mean((p) => p.coordinates!.latitude))).toBeLessThanOrEqual(5.1e-6);
            expect(Math.abs(subtile.longitude - mean((p) => p.coordinates!.longitude))).toBeLessThanOrEqual(5.1e-6);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('give a summary equal to counting every report, and the unplaced reports whole', () => {
    fc.assert(
      fc.property(reports, (problems) => {
        const index = buildTileIndex(problems, NOW);
        const summary = parseTileSummary(JSON.stringify(index.summary()))!;
        expect(summary.builtAt).toBe(NOW);
        expect(byKind(summary.placed)).toEqual(kindCounts(problems.filter((p) => p.coordinates)));
        expect(byKind(summary.unplaced)).toEqual(kindCounts(problems.filter((p) => !p.coordinates)));
        expect(summary.reporters).toBe(new Set(problems.map((p) => p.reportedByUserId).filter((uid) => uid !== '')).size);
        const trend = monthlyTrend(problems, NOW);
        expect(summary.months.map((m) => m.month)).toEqual(trend.map((m) => m.month));
        expect(summary.months.map((m) => m.resolved)).toEqual(trend.map((m) => m.resolved));
        expect(summary.months.map((m) => m.received.reduce((sum, r) => sum + r.count, 0))).toEqual(trend.map((m) => m.received));
        for (const status of new Set(problems.map((p) => p.status))) {
          const own = monthlyTrend(
            problems.filter((p) => p.status === status),
            NOW,
          );
          expect(summary.months.map((m) => m.received.find((r) => r.status === status)?.count)).toEqual(own.map((m) => m.received));
        }
        const unplaced = parseUnplacedEntries(JSON.stringify(index.unplaced()))!;
        expect(unplaced.complete).toBe(true);
        expect(sortedIds(unplaced.problems)).toEqual(sortedIds(problems.filter((p) => !p.coordinates)));
      }),
      { numRuns: 300 },
    );
  });
});
