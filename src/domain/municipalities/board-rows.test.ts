import { describe, expect, it } from 'vitest';
import type { MunicipalityFigures } from './board';
import { boardRows } from './board-rows';
import type { MunicipalityDirectory } from './directory';

const directory: MunicipalityDirectory = {
  provinces: [
    { code: 'WC', name: 'Western Cape' },
    { code: 'GT', name: 'Gauteng' },
  ],
  municipalities: new Map([
    ['CPT', { code: 'CPT', name: 'City of Cape Town', province: 'WC' }],
    ['WC011', { code: 'WC011', name: 'Matzikama', province: 'WC' }],
    ['JHB', { code: 'JHB', name: 'City of Johannesburg', province: 'GT' }],
    ['TSH', { code: 'TSH', name: 'City of Tshwane', province: 'GT' }],
  ]),
};

const figures = (code: string, open: number, resolved: number, share: number | null): MunicipalityFigures => ({
  code,
  open,
  resolved,
  medianDaysToResolve: null,
  resolvedWithin30Days: share,
  oldestOpenDays: null,
  ranked: resolved >= 10,
});

const board = [figures('CPT', 5, 20, 0.5), figures('JHB', 9, 12, 0.8), figures('TSH', 1, 3, 1), figures('WC011', 2, 11, null), figures('XX999', 1, 1, 0)];

describe('boardRows', () => {
  it('ranks those with enough resolved reports in the chosen order and lists the rest by name', () => {
    const rows = boardRows(board, directory, { column: 'resolvedWithin30Days', direction: 'desc' }, undefined);
    expect(rows.ranked.map((row) => row.code)).toEqual(['JHB', 'CPT', 'WC011']);
    expect(rows.unranked.map((row) => row.name)).toEqual(['City of Tshwane', 'XX999']);
    expect(rows.province).toBeNull();
  });

  it('names each row from the file, and a code the file lacks by its code, in no province', () => {
    const rows = boardRows(board, directory, { column: 'name', direction: 'asc' }, undefined);
    expect(rows.ranked[0]).toMatchObject({ code: 'CPT', name: 'City of Cape Town', provinceName: 'Western Cape' });
    expect(rows.unranked.find((row) => row.code === 'XX999')).toMatchObject({ name: 'XX999', provinceName: null });
  });

  it('keeps one province only, and ignores a province the file does not name', () => {
    const wc = boardRows(board, directory, { column: 'open', direction: 'asc' }, 'WC');
    expect(wc.province).toBe('WC');
    expect([...wc.ranked, ...wc.unranked].map((row) => row.code)).toEqual(['WC011', 'CPT']);
    expect(boardRows(board, directory, { column: 'open', direction: 'asc' }, 'ZZ').province).toBeNull();
  });
});
