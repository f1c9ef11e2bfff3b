import { describe, expect, it } from 'vitest';
import type { MunicipalitiesFile, WardsFile } from './boundary-file';
import municipalitiesJson from './data/municipalities.json';
import wardsJson from './data/wards.json';
import { createMunicipalityLocator } from './municipality-locator';
import { createPlacer } from './placer';

const municipalities = municipalitiesJson as MunicipalitiesFile;
const wards = wardsJson as WardsFile;
const place = createPlacer(wards);
/** Places everyone knows, with their municipality. */
const CITIES: [string, number, number, string][] = [
  ['Cape Town city centre', -33.925, 18.424, 'CPT'],
  ['Johannesburg', -26.2041, 28.0473, 'JHB'],
  ['eThekwini (Durban)', -29.8587, 31.0218, 'ETH'],
  ['Tshwane (Pretoria)', -25.7479, 28.2293, 'TSH'],
  ['Polokwane', -23.9045, 29.4689, 'LIM354'],
];

describe('createPlacer', () => {
  it.each(CITIES)('places %s in its municipality', (_name, latitude, longitude, code) => {
    expect(place(latitude, longitude)?.municipality).toBe(code);
  });

  it('places Cape Town city centre in its ward', () => {
    expect(place(-33.925, 18.424)).toEqual({ municipality: 'CPT', ward: '19100115' });
  });

  it.each([
    ['Maseru, Lesotho', -29.31, 27.48],
    ['Mbabane, eSwatini', -26.3054, 31.1367],
    ['the Atlantic off Cape Town', -33.9, 17.5],
    ['the Indian Ocean off Durban', -30.2, 31.5],
    ['Gaborone, Botswana', -24.6282, 25.9231],
    ['Windhoek, Namibia', -22.5609, 17.0658],
  ])('places nothing in %s', (_name, latitude, longitude) => {
    expect(place(latitude, longitude)).toBeNull();
  });

  it.each([
    ['NaN', Number.NaN, 18.424],
    ['an infinite longitude', -33.925, Number.POSITIVE_INFINITY],
    ['a latitude out of range', -133.925, 18.424],
    ['a longitude out of range', -33.925, 198.424],
    ['strings', '-33.925', '18.424'],
    ['nothing', undefined, undefined],
    ['null', null, null],
    ['an object', { latitude: -33.925 }, 18.424],
  ])('answers null, without throwing, for %s', (_name, latitude, longitude) => {
    expect(place(latitude, longitude)).toBeNull();
  });

  it('knows the municipality every ward names', () => {
    const codes = new Set(municipalities.municipalities.map((m) => m.code));
    for (const ward of wards.wards) expect(codes.has(ward.municipality), ward.code).toBe(true);
  });

  it('places a report in well under 1 ms (10,000 in under 10 s even on a busy machine)', () => {
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) place(-35 + (i % 100) * 0.13, 16 + Math.floor(i / 100) * 0.17);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a file of another format', () => {
    expect(() => createPlacer({ ...wards, format: 'other/1' })).toThrow(/format/u);
  });
});

describe('createMunicipalityLocator', () => {
  const locate = createMunicipalityLocator(municipalities);

  it.each(CITIES)("finds %s in the phone's outlines", (_name, latitude, longitude, code) => {
    expect(locate(latitude, longitude)?.code).toBe(code);
  });

  it('finds nothing at sea, in eSwatini or for a bad position', () => {
    expect(locate(-33.9, 17.5)).toBeNull();
    expect(locate(-26.3054, 31.1367)).toBeNull();
    expect(locate(Number.NaN, 'east')).toBeNull();
  });
});
