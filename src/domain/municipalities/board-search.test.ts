import { describe, expect, it } from 'vitest';
import { boardOrder, DEFAULT_SORT, municipalityCodeOf, searchAfterSort, validateBoardSearch } from './board-search';

describe('validateBoardSearch', () => {
  it('keeps a known column, direction and province code', () => {
    expect(validateBoardSearch({ sort: 'open', dir: 'desc', province: 'WC' })).toEqual({ sort: 'open', dir: 'desc', province: 'WC' });
  });

  it('drops what it cannot use, and the defaults, so the plain URL stays plain', () => {
    expect(validateBoardSearch({ sort: 'points', dir: 'up', province: '<script>' })).toEqual({});
    expect(validateBoardSearch({ sort: DEFAULT_SORT, dir: 'desc' })).toEqual({});
    expect(validateBoardSearch({ sort: 'name', dir: 'asc' })).toEqual({ sort: 'name' });
    expect(validateBoardSearch({ sort: ['open'], province: 7 })).toEqual({});
  });
});

describe('boardOrder and searchAfterSort', () => {
  it('starts on the share resolved within 30 days, best first', () => {
    expect(boardOrder({})).toEqual({ column: 'resolvedWithin30Days', direction: 'desc' });
  });

  it('starts a new column in its own direction and flips the current one, keeping the province', () => {
    const byOpen = searchAfterSort({ province: 'GT' }, 'open');
    expect(boardOrder(byOpen)).toEqual({ column: 'open', direction: 'asc' });
    expect(byOpen.province).toBe('GT');
    expect(boardOrder(searchAfterSort(byOpen, 'open'))).toEqual({ column: 'open', direction: 'desc' });
    expect(searchAfterSort(searchAfterSort({}, 'resolvedWithin30Days'), 'resolvedWithin30Days')).toEqual({});
  });
});

describe('municipalityCodeOf', () => {
  it('accepts the MDB codes and nothing else', () => {
    for (const code of ['CPT', 'WC011', 'KZN212', 'EC104', 'JHB']) expect(municipalityCodeOf(code)).toBe(code);
    for (const code of ['cpt', '', 'CPT/1', 'ABCD', 'WC0111', 42, undefined]) expect(municipalityCodeOf(code)).toBeNull();
  });
});
