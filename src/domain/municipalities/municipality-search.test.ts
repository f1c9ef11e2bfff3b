import { describe, expect, it } from 'vitest';
import { foldForSearch, pickerOptions } from './municipality-search';

const municipalities = [
  { code: 'CPT', name: 'City of Cape Town', province: 'WC' },
  { code: 'WC033', name: 'Cape Agulhas', province: 'WC' },
  { code: 'JHB', name: 'City of Johannesburg', province: 'GT' },
  { code: 'NC084', name: '!Kheis', province: 'NC' },
  { code: 'NW392', name: 'Naledi', province: 'NW' },
  { code: 'FS161', name: 'Letsemeng', province: 'FS' },
  { code: 'EC101', name: 'Dr Beyers Naudé', province: 'EC' },
];
const codes = (search: string, counts = new Map<string, number>()) => pickerOptions(municipalities, counts, search).map((o) => o.municipality.code);

describe('pickerOptions', () => {
  it('finds by a word of the name, best match first, the busier of equal matches first', () => {
    expect(codes('cape')).toEqual(['WC033', 'CPT']);
    expect(codes('cape', new Map([['CPT', 54]]))).toEqual(['CPT', 'WC033']);
    expect(codes('aled')).toEqual(['NW392']);
    expect(codes('johannes')).toEqual(['JHB']);
    expect(codes('city of')).toEqual(['CPT', 'JHB']);
    expect(codes('town')).toEqual(['CPT']);
  });

  it('finds by code in any case, the exact code first', () => {
    expect(codes('CPT')).toEqual(['CPT']);
    expect(codes('cpt')).toEqual(['CPT']);
    expect(codes('wc0')).toEqual(['WC033']);
  });

  it('ignores case, accents and punctuation', () => {
    expect(codes('naude')).toEqual(['EC101']);
    expect(codes('kheis')).toEqual(['NC084']);
    expect(codes('  CITY   OF   cape ')).toEqual(['CPT']);
    expect(codes('zzz')).toEqual([]);
  });

  it('lists everything for an empty search, those with reports first, and gives each its count', () => {
    const counts = new Map([['JHB', 4], ['NW392', 9]]);
    const options = pickerOptions(municipalities, counts, ' ');
    expect(options.map((o) => o.municipality.code)).toEqual(['NW392', 'JHB', 'NC084', 'WC033', 'CPT', 'EC101', 'FS161']);
    expect(options.map((o) => o.count)).toEqual([9, 4, 0, 0, 0, 0, 0]);
  });

  it('puts the busier of two equal matches first', () => {
    expect(codes('city', new Map([['JHB', 2]]))).toEqual(['JHB', 'CPT']);
  });
});

describe('foldForSearch', () => {
  it('folds accents, case and punctuation', () => {
    expect(foldForSearch("Dr Beyers Naudé")).toBe('dr beyers naude');
    expect(foldForSearch('!Kheis')).toBe('kheis');
    expect(foldForSearch('Emalahleni (MP)')).toBe('emalahleni mp');
  });
});
