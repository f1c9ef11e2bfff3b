import { describe, expect, it } from 'vitest';
import { validateMapSearch } from './map-search';

describe('validateMapSearch', () => {
  it('keeps a problem id and reads digits-only ids the router turned into numbers', () => {
    expect(validateMapSearch({ problem: 'p-0001' })).toEqual({ problem: 'p-0001' });
    expect(validateMapSearch({ problem: 1234 })).toEqual({ problem: '1234' });
  });
  it('marks an id that cannot be one, instead of passing it on', () => {
    expect(validateMapSearch({ problem: '<script>' })).toEqual({ badProblem: true });
    expect(validateMapSearch({ problem: { $ne: 1 } })).toEqual({ badProblem: true });
    expect(validateMapSearch({ problem: 'x'.repeat(129) })).toEqual({ badProblem: true });
  });
  it('ignores an absent or empty id and reads mine=true', () => {
    expect(validateMapSearch({})).toEqual({});
    expect(validateMapSearch({ problem: '' })).toEqual({});
    expect(validateMapSearch({ mine: 'true' })).toEqual({ mine: true });
    expect(validateMapSearch({ mine: 'yes' })).toEqual({});
  });
  it('reads view=list and falls back to the map for anything else', () => {
    expect(validateMapSearch({ view: 'list' })).toEqual({ view: 'list' });
    expect(validateMapSearch({ view: 'map' })).toEqual({});
    expect(validateMapSearch({ view: ['list'] })).toEqual({});
    expect(validateMapSearch({ view: 'LIST<script>' })).toEqual({});
  });

  it('reads a municipality code in any case and a ward code, and drops anything else', () => {
    expect(validateMapSearch({ municipality: 'CPT' })).toEqual({ municipality: 'CPT' });
    expect(validateMapSearch({ municipality: 'cpt' })).toEqual({ municipality: 'CPT' });
    expect(validateMapSearch({ municipality: 'wc011' })).toEqual({ municipality: 'WC011' });
    expect(validateMapSearch({ ward: '19100115' })).toEqual({ ward: 19100115 });
    expect(validateMapSearch({ ward: 19100115 })).toEqual({ ward: 19100115 });
    for (const garbage of ['', 'CAPE TOWN', '<script>', 'C', 'ABCD1234', ['CPT'], { $ne: 1 }, 12]) {
      expect(validateMapSearch({ municipality: garbage })).toEqual({});
    }
    for (const garbage of ['1910011', '191001150', '09100115', 'ward-15', 1.5, -19100115, null]) {
      expect(validateMapSearch({ ward: garbage })).toEqual({});
    }
  });
});
