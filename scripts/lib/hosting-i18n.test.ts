import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './hosting-i18n.mjs';

describe('acceptedLanguages', () => {
  it('orders by quality, then as written, and drops subtags and repeats', () => {
    expect(acceptedLanguages('en;q=0.5, zu-ZA, af;q=0.8, zu;q=0.9')).toEqual(['zu', 'af', 'en']);
  });

  it('leaves out languages of quality zero, the wildcard and empty parts', () => {
    expect(acceptedLanguages('xh;q=0, *;q=0.1, , AF')).toEqual(['af']);
  });

  it('is empty without a header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
