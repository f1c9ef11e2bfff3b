import { describe, expect, it } from 'vitest';
import type { MapProblem } from '../model';
import { fromMapColumns, NO_PLACE, toMapColumns } from './map-columns';

const problem = (id: string, extra: Partial<MapProblem> = {}): MapProblem => ({
  id,
  type: 'Pothole',
  status: 'Active',
  coordinates: { latitude: -26.2, longitude: 28.05 },
  reportedByUserId: 'u-ann',
  createdAt: 1_700_000_000_000,
  resolvedAt: null,
  confirmedBy: [],
  deniedBy: [],
  ...extra,
});

describe('the map index in columns', () => {
  it('reads back every field, missing positions and dates included, in order', () => {
    const problems = [
      problem('p-1'),
      problem('p-2', { type: 'Sewage', status: 'Resolved', coordinates: null, createdAt: null, resolvedAt: 1_700_000_200_000, reportedByUserId: '' }),
      problem('p-3'),
    ];
    expect(fromMapColumns(toMapColumns(problems))).toEqual({ problems, damaged: 0, outdated: false });
  });

  it('keeps each distinct string once', () => {
    const columns = toMapColumns([problem('p-1'), problem('p-2'), problem('p-3')]);
    expect(columns.strings).toEqual(['Pothole', 'Active', 'u-ann']);
  });

  it('keeps no voter', () => {
    const columns = toMapColumns([problem('p-1', { confirmedBy: [{ userId: 'u-bob', at: 1 }], deniedBy: [{ userId: 'u-cat', at: 2 }] })]);
    expect(JSON.stringify(columns.strings)).not.toMatch(/u-bob|u-cat/u);
    expect(Object.keys(columns)).not.toContain('voter');
  });

  it('reads a version 1 copy (with every voter) as the same reports without votes, and says it is outdated', () => {
    const v2 = toMapColumns([problem('p-1'), problem('p-2')]);
    const v1 = {
      ...v2,
      v: 1,
      strings: [...v2.strings, 'u-bob'],
      confirmed: Uint32Array.of(1, 0),
      denied: Uint32Array.of(0, 0),
      voter: Uint32Array.of(3),
      votedAt: Float64Array.of(5),
    };
    expect(fromMapColumns(v1)).toEqual({ problems: [problem('p-1'), problem('p-2')], damaged: 0, outdated: true });
  });

  it('is not trusted when a column is missing, short, of another kind, or points past the strings', () => {
    const good = toMapColumns([problem('p-1')]);
    expect(fromMapColumns(null)).toBeNull();
    expect(fromMapColumns('columns')).toBeNull();
    expect(fromMapColumns({ ...good, v: 3 })).toBeNull();
    expect(fromMapColumns({ ...good, latitude: undefined })).toBeNull();
    expect(fromMapColumns({ ...good, createdAt: new Float64Array(0) })).toBeNull();
    expect(fromMapColumns({ ...good, type: Array.from(good.type) })).toBeNull();
    expect(fromMapColumns({ ...good, status: Uint32Array.of(99) })).toBeNull();
    expect(fromMapColumns({ ...good, strings: ['Pothole', 'Active', 3] })).toBeNull();
  });

  it('checks values as a packed entry is checked: no id is left out and counted, a bad position or date is none', () => {
    const columns = toMapColumns([problem('p-1'), problem('p-2'), problem('p-3')]);
    const damaged = {
      ...columns,
      ids: ['p-1', '', 'p-3'],
      latitude: Float64Array.of(-26.2, -26.2, 126),
      createdAt: Float64Array.of(1e18, 1, Number.POSITIVE_INFINITY),
    };
    const read = fromMapColumns(damaged);
    expect(read?.damaged).toBe(1);
    expect(read?.problems.map((p) => [p.id, p.coordinates, p.createdAt])).toEqual([
      ['p-1', { latitude: -26.2, longitude: 28.05 }, null],
      ['p-3', null, null],
    ]);
  });

  it('keeps the municipality and ward of each report, and none for one in no ward', () => {
    const problems = [problem('p-1', { municipality: 'CPT', ward: '19100115' }), problem('p-2'), problem('p-3', { municipality: 'CPT', ward: '19100001' })];
    const columns = toMapColumns(problems);
    expect(Array.from(columns.municipality)).toEqual([3, NO_PLACE, 3]);
    expect(fromMapColumns(columns)).toEqual({ problems, damaged: 0, outdated: false });
  });

  it('reads a copy saved before the place columns as unplaced reports, not as damaged', () => {
    const columns = toMapColumns([problem('p-1', { municipality: 'CPT', ward: '19100115' })]);
    const before = { ...columns, municipality: undefined, ward: undefined };
    expect(fromMapColumns(before)).toEqual({ problems: [problem('p-1')], damaged: 0, outdated: false });
  });

  it('trusts no place column that is short or points past the strings, and no code of the wrong shape', () => {
    const good = toMapColumns([problem('p-1', { municipality: 'CPT', ward: '19100115' })]);
    expect(fromMapColumns({ ...good, ward: undefined })).toBeNull();
    expect(fromMapColumns({ ...good, ward: new Uint32Array(0) })).toBeNull();
    expect(fromMapColumns({ ...good, municipality: Uint32Array.of(99) })).toBeNull();
    const swapped = fromMapColumns({ ...good, municipality: good.ward, ward: good.municipality });
    expect(swapped?.problems[0]).toEqual(problem('p-1'));
  });
});
