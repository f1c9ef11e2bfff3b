import { describe, expect, it } from 'vitest';
import { isMissingCodeError } from './missing-code';

describe('isMissingCodeError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://mzansifix.co.za/assets/leaflet-provider-1a2b.js'),
    new TypeError('error loading dynamically imported module: https://mzansifix.co.za/assets/x.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/map-9f8e.css'),
  ])('recognises %s', (error) => {
    expect(isMissingCodeError(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isMissingCodeError(new Error('permission-denied'))).toBe(false);
    expect(isMissingCodeError(null)).toBe(false);
    expect(isMissingCodeError({ message: 'Failed to fetch dynamically imported module' })).toBe(false);
  });
});
