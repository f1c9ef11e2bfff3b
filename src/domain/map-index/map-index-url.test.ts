import { describe, expect, it } from 'vitest';
import { parseMapIndexQuery, rebuiltQuery } from './map-index-url';

describe('parseMapIndexQuery', () => {
  it('serves the bare path and an exact rebuilt time', () => {
    expect(parseMapIndexQuery('')).toEqual({ kind: 'current' });
    expect(parseMapIndexQuery('rebuilt=1763000000123')).toEqual({ kind: 'rebuilt', at: 1763000000123 });
  });

  it('redirects any other query string to one of those, keeping a rebuilt time it was given', () => {
    expect(parseMapIndexQuery('x=123')).toEqual({ kind: 'redirect', query: '' });
    expect(parseMapIndexQuery('rebuilt=soon')).toEqual({ kind: 'redirect', query: '' });
    expect(parseMapIndexQuery('x=1&rebuilt=42')).toEqual({ kind: 'redirect', query: 'rebuilt=42' });
    expect(parseMapIndexQuery('rebuilt=42&rebuilt=43')).toEqual({ kind: 'redirect', query: 'rebuilt=42' });
  });
});

describe('rebuiltQuery', () => {
  it('names the rebuild, or nothing for an index never rebuilt', () => {
    expect(rebuiltQuery(42)).toBe('rebuilt=42');
    expect(rebuiltQuery(null)).toBe('');
  });
});
