import { describe, expect, it } from 'vitest';
import { isMunicipalityCode, isWardCode, placeOf, wardNumber } from './place-codes';

describe('place codes', () => {
  it('knows the shapes of municipality and ward codes', () => {
    expect(['CPT', 'WC011', 'NC451', 'KZN2'].every(isMunicipalityCode)).toBe(true);
    expect(['cpt', 'C', 'ABCD', 'WC0111', '', 3].some(isMunicipalityCode)).toBe(false);
    expect(isWardCode('19100115')).toBe(true);
    expect(isWardCode('1910011')).toBe(false);
    expect(placeOf('CPT', '19100115')).toEqual({ municipality: 'CPT', ward: '19100115' });
    expect(placeOf('CPT', null)).toBeNull();
  });

  it('reads a ward number from the last three digits of its code', () => {
    expect(wardNumber('19100115')).toBe(115);
    expect(wardNumber('10101001')).toBe(1);
    expect(wardNumber('79800130')).toBe(130);
  });
});
