// The boundary conversion (npm run boundaries): how a ring is encoded, and that the committed
// files are exactly what the shared shapefiles give (CI has ../shared beside the clone).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertBoundaries, CREDIT, encodeRing, PHONE_BUDGET_GZIP, sizes, wardFilesByMunicipality } from './convert-boundaries.mjs';
import { createPlacer } from '../../src/domain/places/placer';
import type { WardsFile } from '../../src/domain/places/boundary-file';

const root = path.resolve(import.meta.dirname, '../..');
const source = path.resolve(root, process.env.ZA_BOUNDARIES_DIR ?? '../shared/data/za-boundaries-2020');
const committed = (name: string) => fs.readFileSync(path.join(root, 'src/domain/places/data', name), 'utf8');

describe('encodeRing', () => {
  it('keeps the first point in full and the rest as differences, at 5 decimals, without the closing point', () => {
    expect(encodeRing([[18.4, -33.9], [18.400014, -33.9], [18.41, -33.95], [18.4, -33.9]])).toEqual([1840000, -3390000, 1, 0, 999, -5000]);
  });

  it('drops points rounding made equal to the one before, and writes no -0', () => {
    const ring = encodeRing([[-0.000001, 0], [1, 0], [1.000001, 0], [1, 1], [-0.000001, 0]]);
    expect(ring).toEqual([0, 0, 100000, 0, 0, 100000]);
    expect(ring?.some((n) => Object.is(n, -0))).toBe(false);
  });

  it('gives up a ring rounding leaves with fewer than three points', () => {
    expect(encodeRing([[1, 1], [1.000001, 1], [1, 1.000002], [1, 1]])).toBeNull();
  });
});

describe('wardFilesByMunicipality', () => {
  const head = '{"format":"mzansi-fix-boundaries/1",\n"credit":"c",\n"scale":100000,\n"wards":[\n';
  const square = (x: number) => [[[x * 100000, 0, 100000, 0, 0, 100000, -100000, 0]]];
  const text = `${head}${[
    { code: '10101001', municipality: 'WC011', polygons: square(0) },
    { code: '19100001', municipality: 'CPT', polygons: square(2) },
    { code: '19100002', municipality: 'CPT', polygons: square(3) },
  ]
    .map((w) => JSON.stringify(w))
    .join(',\n')}\n]}\n`;

  it('gives each municipality a file of its wards only, in the same format, that the placer reads', () => {
    const files = wardFilesByMunicipality(text);
    expect(Object.keys(files)).toEqual(['CPT.json', 'WC011.json']);
    const cpt = JSON.parse(files['CPT.json']!) as WardsFile & { municipality: string };
    expect(cpt.municipality).toBe('CPT');
    expect(cpt.wards.map((w) => w.code)).toEqual(['19100001', '19100002']);
    expect(createPlacer(cpt)(0.5, 3.5)).toEqual({ municipality: 'CPT', ward: '19100002' });
    expect(createPlacer(cpt)(0.5, 0.5)).toBeNull();
  });

  it('splits the committed wards file into 213 files holding every ward once, each small', () => {
    const files = wardFilesByMunicipality(committed('wards.json'));
    expect(Object.keys(files)).toHaveLength(213);
    const codes = Object.values(files).flatMap((file) => (JSON.parse(file) as WardsFile).wards.map((w) => w.code));
    expect(codes).toHaveLength(4468);
    expect(new Set(codes).size).toBe(4468);
    // Each municipality's wards are numbered 1 to its count by their codes' last three digits (place-codes.ts wardNumber).
    for (const file of Object.values(files)) {
      const numbers = (JSON.parse(file) as WardsFile).wards.map((w) => Number(w.code.slice(-3)));
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
    // The largest (Tshwane) is about 7.4 KB gzip; a phone on a slow line fetches it in seconds.
    for (const file of Object.values(files)) expect(sizes(file).gzip).toBeLessThan(10 * 1024);
  });
});

describe.skipIf(!fs.existsSync(path.join(source, 'Wards_2020.shp')))(`the committed boundaries (from ${source})`, () => {
  it('are byte for byte what npm run boundaries makes, within the phone budget, with the credit', async () => {
    const { counts, files } = await convertBoundaries(source);
    expect(counts).toEqual({ provinces: 9, districts: 52, municipalities: 213, wards: 4468 });
    expect(files['municipalities.json'] === committed('municipalities.json'), 'municipalities.json: run npm run boundaries').toBe(true);
    expect(files['wards.json'] === committed('wards.json'), 'wards.json: run npm run boundaries').toBe(true);
    expect(sizes(files['municipalities.json']).gzip).toBeLessThanOrEqual(PHONE_BUDGET_GZIP);
    expect(JSON.parse(files['municipalities.json']).credit).toBe(CREDIT);
  }, 60_000);
});
