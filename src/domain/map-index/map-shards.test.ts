import { describe, expect, it } from 'vitest';
import { applyOutcome, buildCells, CELL_COUNT, cellFields, cellOf, EMPTY_CELL, indexOutcome, MAX_ENTRY_CHARS, readCell } from './map-shards';

const report = (extra: Record<string, unknown> = {}) => ({ type: 'Pothole', status: 'Active', createdAt: 1000, ...extra });

describe('map cells', () => {
  it('spread report ids evenly over the cells, always the same cell for an id', () => {
    const counts = new Map<string, number>();
    for (let n = 0; n < 25_600; n += 1) {
      const cell = cellOf(`p-${n}`);
      counts.set(cell, (counts.get(cell) ?? 0) + 1);
    }
    expect(counts.size).toBe(CELL_COUNT);
    // 100 a cell on average; none more than twice that.
    expect(Math.max(...counts.values())).toBeLessThan(200);
    expect(cellOf('p-7')).toBe(cellOf('p-7'));
    expect(cellOf('p-7')).toMatch(/^c[0-9a-f]{2}$/u);
  });

  it('keep entries sorted by id, replace an entry in place, and remove a deleted one', () => {
    let cell = EMPTY_CELL;
    for (const id of ['p-b', 'p-c', 'p-a']) cell = applyOutcome(cell, indexOutcome(id, report()));
    expect(cell.entries.map((entry) => entry[0])).toEqual(['p-a', 'p-b', 'p-c']);
    cell = applyOutcome(cell, indexOutcome('p-b', report({ status: 'Resolved' })));
    expect(cell.entries.map((entry) => entry[2])).toEqual(['Active', 'Resolved', 'Active']);
    cell = applyOutcome(cell, indexOutcome('p-a', undefined));
    expect(cell.entries.map((entry) => entry[0])).toEqual(['p-b', 'p-c']);
  });

  it('leave out (and note why) an entry too large for a cell, and take it back once it is fixed', () => {
    let cell = applyOutcome(EMPTY_CELL, indexOutcome('p-1', report()));
    cell = applyOutcome(cell, indexOutcome('p-2', report({ type: 'x'.repeat(MAX_ENTRY_CHARS) })));
    expect(cell.entries.map((entry) => entry[0])).toEqual(['p-1']);
    expect(cell.skipped).toEqual([['p-2', `entry longer than ${MAX_ENTRY_CHARS} characters`]]);
    cell = applyOutcome(cell, indexOutcome('p-2', report()));
    expect(cell.skipped).toEqual([]);
    expect(cell.entries).toHaveLength(2);
  });

  it('build the same cells from scratch as one report at a time', () => {
    const docs = Array.from({ length: 300 }, (_, n) => ({ id: `p-${(n * 7919) % 1000}`, data: report({ createdAt: n }) }));
    const stepwise = new Map<string, typeof EMPTY_CELL>();
    for (const { id, data } of docs) stepwise.set(cellOf(id), applyOutcome(stepwise.get(cellOf(id)) ?? EMPTY_CELL, indexOutcome(id, data)));
    const built = buildCells(docs);
    expect([...built.keys()].sort()).toEqual([...stepwise.keys()].sort());
    for (const [id, cell] of built) expect(cellFields(cell)).toEqual(cellFields(stepwise.get(id)!));
  });

  it('read stored fields back, a damaged cell as empty (to be rebuilt)', () => {
    const cell = applyOutcome(EMPTY_CELL, indexOutcome('p-1', report()));
    expect(readCell(cellFields(cell))).toEqual(cell);
    expect(readCell({ entries: '{broken', skipped: 7 })).toEqual(EMPTY_CELL);
    expect(readCell({ entries: '[["p-1"],[3],"x"]', skipped: '[["p-2","why"],["p-3"]]' })).toEqual({ entries: [['p-1']], skipped: [['p-2', 'why']] });
    expect(readCell(undefined)).toEqual(EMPTY_CELL);
  });
});
