import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_VOTES, type MapProblem } from '../model';
import { parseTileAnswer } from './parse-tile-answer';
import { parseTileSummary, parseUnplacedEntries } from './parse-tile-summary';
import type { CountsTileWire } from './tile-answers';
import { buildTileIndex } from './tile-index';
import { tileOfPoint } from './tile-math';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const STAMP = { builtAt: NOW, version: 'mi4-test' };
const report = (id: string, latitude: number, longitude: number, type = 'Pothole', status = 'Active'): MapProblem => ({
  id,
  type,
  status,
  coordinates: { latitude, longitude },
  reportedByUserId: 'u-ann',
  createdAt: NOW - 86_400_000,
  resolvedAt: null,
  confirmedBy: NO_VOTES,
  deniedBy: NO_VOTES,
});
/** Reports across Gauteng, so the zoom 6 tile over it is a counts tile with several subtiles (leaf of 2). */
const gauteng = Array.from({ length: 24 }, (_, n) => report(`p-${n}`, -25.6 - (n % 6) * 0.25, 27.6 + Math.floor(n / 6) * 0.3, n % 3 ? 'Pothole' : 'Water Leak', n % 4 ? 'Active' : 'Resolved'));
const unplaced = { ...report('p-none', 0, 0), coordinates: null };
const TILE = tileOfPoint(-26, 28, 6);
const index = buildTileIndex([...gauteng, unplaced], STAMP, 2);
const counts = index.tile(TILE) as CountsTileWire;

describe('tile answer parsers', () => {
  it('read the builders’ answers whole', () => {
    expect(counts.cells.length).toBeGreaterThan(2);
    const answer = parseTileAnswer(JSON.stringify(counts), TILE);
    expect(answer).toMatchObject({ kind: 'counts', complete: true, ...STAMP });
    expect(parseTileSummary(JSON.stringify(index.summary()))?.reporters).toBe(1);
    // The file's size, which the function adds, is read when it is a count and left out otherwise.
    expect(parseTileSummary(JSON.stringify({ ...index.summary(), fileBytes: 1234 }))?.fileBytes).toBe(1234);
    expect(parseTileSummary(JSON.stringify({ ...index.summary(), fileBytes: -1 }))).not.toHaveProperty('fileBytes');
    expect(parseTileSummary(JSON.stringify({ ...index.summary(), fileBytes: '9' }))).not.toHaveProperty('fileBytes');
    expect(parseUnplacedEntries(JSON.stringify(index.unplaced()))).toMatchObject({ complete: true, problems: [{ id: 'p-none' }] });
  });

  it('refuse what is not the answer asked for', () => {
    const text = JSON.stringify(counts);
    const junks = [
      '',
      'null',
      '[]',
      '{"v":2}',
      text.replace('"v":2', '"v":1'),
      JSON.stringify({ ...counts, version: undefined }),
      JSON.stringify({ ...counts, version: '' }),
      JSON.stringify({ ...counts, version: 'a"b<c' }),
      JSON.stringify({ ...counts, version: 'x'.repeat(65) }),
      JSON.stringify({ ...counts, entries: [] }),
      JSON.stringify({ ...counts, cells: undefined }),
    ];
    for (const junk of junks)
      expect(parseTileAnswer(junk, TILE), junk.slice(0, 40)).toBeNull();
    expect(parseTileAnswer(text, { ...TILE, x: TILE.x + 1 })).toBeNull();
    expect(parseTileAnswer(text, { z: 15, x: 0, y: 0 })).toBeNull();
    // The deepest tiles always answer with entries, and none lies deeper.
    expect(parseTileAnswer(JSON.stringify({ ...counts, z: 16, x: 0, y: 0 }), { z: 16, x: 0, y: 0 })).toBeNull();
    expect(parseTileAnswer(JSON.stringify({ ...counts, z: 17, x: 0, y: 0, cells: [] }), { z: 17, x: 0, y: 0 })).toBeNull();
    expect(parseTileSummary('{"v":2,"builtAt":1,"version":"mi4-x"}')).toBeNull();
    expect(parseTileSummary(JSON.stringify({ ...index.summary(), version: 7 }))).toBeNull();
    expect(parseUnplacedEntries('[1,2]')).toBeNull();
  });

  it('drop a subtile row they cannot trust and say the tile is incomplete, keeping the others exact', () => {
    const good = parseTileAnswer(JSON.stringify(counts), TILE);
    if (good?.kind !== 'counts') throw new Error('not a counts tile');
    const [first, ...rest] = counts.cells as number[][];
    const damaged: unknown[] = [
      [...first!.slice(0, 4), 1.5, ...first!.slice(5)],
      [...first!.slice(0, 4), -1, ...first!.slice(5)],
      [...first!.slice(0, 4), first![4]! + 1, ...first!.slice(5)],
      [...first!.slice(0, 5), 99, first![4]],
      [...first!.slice(0, 5), 0, first![4]! - 1, 0, 1],
      [...first!.slice(0, 5), 0, '3'],
      [first![0]! + 8 * 64, ...first!.slice(1)],
      [first![0], first![1], null, first![3], ...first!.slice(4)],
      first!.slice(0, 4),
      'row',
    ];
    for (const row of damaged) {
      const answer = parseTileAnswer(JSON.stringify({ ...counts, cells: [row, ...rest] }), TILE);
      expect(answer, JSON.stringify(row)).toEqual({ ...good, subtiles: good.subtiles.slice(1), complete: false });
    }
    const twice = parseTileAnswer(JSON.stringify({ ...counts, cells: [first, first, ...rest] }), TILE);
    expect(twice).toEqual({ ...good, complete: false });
  });

  it('never keep a wrong count, whatever is damaged, and never throw', () => {
    const junk = fc.constantFrom<unknown>(-1, 1.5, '3', null, 1e300, true, [], 2 ** 53);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.integer({ min: 4, max: 12 }), junk), { maxLength: 6 }), (damage) => {
        const cells = counts.cells.map((row) => [...row] as unknown[]);
        const hit = new Set<number>();
        for (const [rowIndex, position, value] of damage) {
          const row = cells[rowIndex % cells.length]!;
          if (position >= row.length) continue;
          row[position] = value;
          hit.add(rowIndex % cells.length);
        }
        const answer = parseTileAnswer(JSON.stringify({ ...counts, cells }), TILE);
        const good = parseTileAnswer(JSON.stringify(counts), TILE);
        if (answer?.kind !== 'counts' || good?.kind !== 'counts') throw new Error('not a counts tile');
        expect(answer.subtiles).toEqual(good.subtiles.filter((_, n) => !hit.has(n)));
        expect(answer.complete).toBe(hit.size === 0);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value) ?? '';
        expect(() => [parseTileAnswer(text, TILE), parseTileSummary(text), parseUnplacedEntries(text)]).not.toThrow();
      }),
    );
  });

  it('drop an entry that is unreadable, has no position or lies outside the tile, and say so', () => {
    const leaf = tileOfPoint(-25.6, 27.6, 14);
    const wire = buildTileIndex(gauteng, STAMP).tile(leaf)!;
    expect(parseTileAnswer(JSON.stringify(wire), leaf)).toMatchObject({ kind: 'entries', complete: true, problems: [{ id: 'p-0' }] });
    const entries = 'entries' in wire ? wire.entries : [];
    for (const extra of [['p-x', 'Pothole', 'Active', -33.9, 18.4], ['p-y', 'Pothole', 'Active'], [42], 'p-z'])
      expect(parseTileAnswer(JSON.stringify({ ...wire, entries: [...entries, extra] }), leaf)).toMatchObject({ complete: false, problems: [{ id: 'p-0' }] });
    const list = index.unplaced();
    expect(parseUnplacedEntries(JSON.stringify({ ...list, entries: [...list.entries, ['p-1', 'Pothole', 'Active', -26, 28], null] }))).toMatchObject({
      complete: false,
      problems: [{ id: 'p-none' }],
    });
  });

  it('reject a summary with any damaged figure', () => {
    const summary = index.summary();
    for (const damaged of [
      { ...summary, placed: summary.placed.map((n, i) => (i === 0 ? n + 0.5 : n)) },
      { ...summary, unplaced: [...summary.unplaced, 1] },
      { ...summary, reporters: -1 },
      { ...summary, kinds: [...summary.kinds.slice(1), ['Pothole']] },
      { ...summary, months: [...summary.months, ['2026-13', 0, 0, 0]] },
      { ...summary, statuses: [...summary.statuses, 3] },
    ])
      expect(parseTileSummary(JSON.stringify(damaged))).toBeNull();
  });
});
