import { describe, expect, it } from 'vitest';
import type { Placer } from '../places/placer';
import { MAX_ENTRY_BYTES, MAX_ENTRY_ID_CHARS } from './map-entry';
import {
  applyOutcome,
  buildCells,
  cellFields,
  cellName,
  cellOfPart,
  cellParts,
  EMPTY_CELL,
  indexOutcome,
  joinParts,
  partName,
  readCell,
  utf8Bytes,
  type Cell,
} from './map-shards';

const report = (extra: Record<string, unknown> = {}) => ({ type: 'Pothole', status: 'Active', createdAt: 1000, ...extra });
/** A stand-in cell chooser (the functions key theirs: functions/src/map-index-cell.ts). */
const byLastChar = (id: string) => cellName(id.charCodeAt(id.length - 1) % 4);
/** Stand-in placers (the functions load the real one: functions/src/places.ts). */
const unplaced: Placer = () => null;
const southOf30IsCapeTown: Placer = (latitude) => (typeof latitude === 'number' && latitude < -30 ? { municipality: 'CPT', ward: '19100115' } : null);

describe('map cells', () => {
  it('keep entries sorted by id, replace an entry in place, and remove a deleted one', () => {
    let cell = EMPTY_CELL;
    for (const id of ['p-b', 'p-c', 'p-a']) cell = applyOutcome(cell, indexOutcome(id, report(), unplaced));
    expect(cell.entries.map((entry) => entry[0])).toEqual(['p-a', 'p-b', 'p-c']);
    cell = applyOutcome(cell, indexOutcome('p-b', report({ status: 'Resolved' }), unplaced));
    expect(cell.entries.map((entry) => entry[2])).toEqual(['Active', 'Resolved', 'Active']);
    cell = applyOutcome(cell, indexOutcome('p-a', undefined, unplaced));
    expect(cell.entries.map((entry) => entry[0])).toEqual(['p-b', 'p-c']);
  });

  it('keep a report with a huge type or a thousand votes (its entry is cut, never left out)', () => {
    const votes = Object.fromEntries(Array.from({ length: 1000 }, (_, n) => [`u-${n}`, { timestamp: n }]));
    let cell = applyOutcome(EMPTY_CELL, indexOutcome('p-1', report({ confirmedBy: votes }), unplaced));
    cell = applyOutcome(cell, indexOutcome('p-2', report({ type: 'x'.repeat(50_000) }), unplaced));
    expect(cell.entries.map((entry) => entry[0])).toEqual(['p-1', 'p-2']);
    expect(cell.skipped).toEqual([]);
    expect(JSON.stringify(cell.entries).length).toBeLessThan(300);
  });

  it('leave out (and note why) only an id longer than the rules allow', () => {
    const long = 'p'.repeat(MAX_ENTRY_ID_CHARS + 1);
    const cell = applyOutcome(EMPTY_CELL, indexOutcome(long, report(), unplaced));
    expect(cell.skipped).toEqual([[long, `id longer than ${MAX_ENTRY_ID_CHARS} characters`]]);
  });

  it('build the same cells from scratch as one report at a time', () => {
    const docs = Array.from({ length: 300 }, (_, n) => ({ id: `p-${(n * 7919) % 1000}`, data: report({ createdAt: n }) }));
    const stepwise = new Map<string, Cell>();
    for (const { id, data } of docs) stepwise.set(byLastChar(id), applyOutcome(stepwise.get(byLastChar(id)) ?? EMPTY_CELL, indexOutcome(id, data, unplaced)));
    const built = buildCells(docs, byLastChar, unplaced);
    expect([...built.keys()].sort()).toEqual([...stepwise.keys()].sort());
    for (const [id, cell] of built) expect(cellFields(cell)).toEqual(cellFields(stepwise.get(id)!));
  });

  it('place a report from its position alone, never from codes the document carries', () => {
    const at = (latitude: number) => ({ latitude, longitude: 18.4 });
    const entryOf = (data: unknown) => {
      const outcome = indexOutcome('p-1', data, southOf30IsCapeTown);
      return outcome.kind === 'entry' ? outcome.entry : null;
    };
    expect(entryOf(report({ coordinates: at(-33.9) }))?.slice(8)).toEqual(['CPT', '19100115']);
    expect(entryOf(report({ coordinates: at(-26.2), municipality: 'JHB', ward: '79800001' }))?.slice(8)).toEqual([]);
    expect(entryOf(report({ coordinates: at(-33.9), municipality: 'JHB', ward: '79800001' }))?.slice(8)).toEqual(['CPT', '19100115']);
    expect(entryOf(report({ coordinates: null }))?.slice(8)).toEqual([]);
    expect(entryOf(report({ coordinates: { latitude: 'south', longitude: 18 } }))?.slice(8)).toEqual([]);
  });

  it('read stored fields back, a damaged cell as empty (to be rebuilt)', () => {
    const cell = applyOutcome(EMPTY_CELL, indexOutcome('p-1', report(), unplaced));
    expect(readCell(cellFields(cell))).toEqual(cell);
    expect(readCell({ entries: '{broken', skipped: 7 })).toEqual(EMPTY_CELL);
    expect(readCell({ entries: '[["p-1"],[3],"x"]', skipped: '[["p-2","why"],["p-3"]]' })).toEqual({ entries: [['p-1']], skipped: [['p-2', 'why']] });
    expect(readCell(undefined)).toEqual(EMPTY_CELL);
  });
});

describe('cell parts', () => {
  const bigCell = (n: number): Cell => {
    let cell = EMPTY_CELL;
    for (let i = 0; i < n; i += 1) cell = applyOutcome(cell, indexOutcome(`p-${String(i).padStart(5, '0')}-${'x'.repeat(100)}`, report(), unplaced));
    return applyOutcome(cell, { kind: 'skipped', id: 'p-zz', reason: 'why' });
  };

  it('spill past the byte budget into more parts, each under it, and join back to the same cell', () => {
    const cell = bigCell(2000);
    const parts = cellParts(cell, 50_000);
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) {
      const { entries, skipped } = cellFields(part);
      expect(utf8Bytes(entries) + utf8Bytes(skipped)).toBeLessThanOrEqual(50_000);
    }
    expect(joinParts(parts.map(cellFields).reverse())).toEqual(cell);
  });

  it('make one part for a cell under the budget, and one empty part for an empty cell', () => {
    expect(cellParts(bigCell(10))).toHaveLength(1);
    expect(cellParts(EMPTY_CELL)).toEqual([EMPTY_CELL]);
  });

  it('never exceed the budget plus one entry, whatever the budget', () => {
    for (const budget of [1, 500, 5000]) for (const part of cellParts(bigCell(50), budget)) expect(utf8Bytes(JSON.stringify(part.entries))).toBeLessThanOrEqual(budget + MAX_ENTRY_BYTES);
  });

  it('are named after their cell, and named back', () => {
    expect([0, 1, 12].map((n) => partName('c0a', n))).toEqual(['c0a', 'c0a-1', 'c0a-12']);
    expect(['c0a', 'c0a-1', 'c0a-12', 'c0a-0', 'x', 'c0a-'].map(cellOfPart)).toEqual(['c0a', 'c0a', 'c0a', null, null, null]);
  });

  it('count bytes as Firestore does (UTF-8)', () => {
    expect(utf8Bytes('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(utf8Bytes('\ud800x')).toBe(4);
  });
});
