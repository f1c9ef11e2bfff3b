import { describe, expect, it } from 'vitest';
import committed from '../places/data/municipalities.json';
import { municipalityName, provinceName, readMunicipalityDirectory } from './directory';

describe('readMunicipalityDirectory', () => {
  it('reads the committed file: 9 provinces and 213 municipalities with their provinces', () => {
    const directory = readMunicipalityDirectory(committed)!;
    expect(directory.provinces).toHaveLength(9);
    expect(directory.municipalities.size).toBe(213);
    expect(municipalityName(directory, 'CPT')).toMatch(/Cape Town/u);
    expect(provinceName(directory, 'CPT')).toBe('Western Cape');
    expect(provinceName(directory, 'ETH')).toBe('KwaZulu-Natal');
  });

  it('shows a code the file does not name as the code, with no province', () => {
    const directory = readMunicipalityDirectory(committed)!;
    expect(municipalityName(directory, 'XX999')).toBe('XX999');
    expect(provinceName(directory, 'XX999')).toBeNull();
  });

  it('refuses what is not a boundary file and skips damaged records', () => {
    expect(readMunicipalityDirectory(null)).toBeNull();
    expect(readMunicipalityDirectory({ format: 'other' })).toBeNull();
    const directory = readMunicipalityDirectory({
      format: 'mzansi-fix-boundaries/1',
      provinces: [{ code: 'WC', name: 'Western Cape' }, { code: 3 }, null],
      municipalities: [{ code: 'CPT', name: 'Cape Town', province: 'WC' }, { code: 'X' }, 'junk', { code: 'BUF', name: 'Buffalo City' }],
    })!;
    expect(directory.provinces).toEqual([{ code: 'WC', name: 'Western Cape' }]);
    expect([...directory.municipalities.keys()]).toEqual(['CPT', 'BUF']);
    expect(provinceName(directory, 'BUF')).toBeNull();
  });
});
