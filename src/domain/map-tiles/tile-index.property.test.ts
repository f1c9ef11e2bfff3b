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
import { parseTileAnswer } from './parse-tile-answer';
import { parseTileSummary, parseUnplacedEntries } from './parse-tile-summary';
import type { CountsTileWire, EntriesTileWire, KindCount } from './tile-answers';
import { buildTileIndex } from './tile-index';
import { tileKey, tileOfPoint, type Tile } from './tile-math';
import { MAX_TILE_ZOOM, subtileZoom } from './tile-rule';
import { NOW, STAMP, randomTile, reports } from './tile-samples';

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

describe('map tiles against a brute-force filter of the same reports', () => {
  it('give every tile its reports: entries exactly when the rule says, else exact counts per subtile, type and status', () => {
    fc.assert(
      fc.property(reports, fc.array(randomTile, { maxLength: 6 }), fc.integer({ min: 0, max: 6 }), (problems, extra, leafMax) => {
        const index = buildTileIndex(problems, STAMP, leafMax);
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
        const index = buildTileIndex(problems, STAMP);
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
