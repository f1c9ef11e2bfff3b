import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_VOTES, type MapProblem } from '../model';
import { MAX_ENTRY_BYTES, MAX_ENTRY_ID_CHARS, MAX_ENTRY_STATUS_CHARS, MAX_ENTRY_TYPE_CHARS, packEntry, unpackEntry } from './map-entry';
import { utf8Bytes } from './map-shards';

const full: MapProblem = {
  id: 'p-1',
  type: 'Pothole',
  status: 'Active',
  coordinates: { latitude: -26.204103, longitude: 28.047305 },
  reportedByUserId: 'u-ann',
  createdAt: 1_763_623_800_123,
  resolvedAt: null,
  confirmedBy: NO_VOTES,
  deniedBy: NO_VOTES,
};

const inCapeTown: MapProblem = { ...full, coordinates: { latitude: -33.925, longitude: 18.424 }, municipality: 'CPT', ward: '19100115' };

describe('map entries', () => {
  it('pack into a short array and unpack to the same report', () => {
    const packed = packEntry(full);
    expect(packed).toEqual(['p-1', 'Pothole', 'Active', -26.204103, 28.047305, 1_763_623_800_123, null, 'u-ann']);
    expect(unpackEntry(JSON.parse(JSON.stringify(packed)))).toEqual(full);
  });

  it('carry no voter and no vote time, however many people voted', () => {
    const voted: MapProblem = { ...full, confirmedBy: Array.from({ length: 1000 }, (_, n) => ({ userId: `u-${n}`, at: n })), deniedBy: [{ userId: 'u-x', at: 1 }] };
    expect(packEntry(voted)).toEqual(packEntry(full));
    expect(JSON.stringify(packEntry(voted))).not.toMatch(/u-0|u-x/u);
  });

  it('read a format 1 entry (with vote lists) as the same report, its votes ignored', () => {
    const old = ['p-1', 'Pothole', 'Active', -26.204103, 28.047305, 1_763_623_800_123, null, 'u-ann', ['u-bob', 1_763_630_000_000], ['u-cat', null]];
    expect(unpackEntry(old)).toEqual(full);
  });

  it('leave off trailing nulls', () => {
    const bare: MapProblem = { ...full, coordinates: null, createdAt: null, reportedByUserId: '' };
    expect(packEntry(bare)).toEqual(['p-1', 'Pothole', 'Active', null, null, null, null, '']);
    expect(unpackEntry(packEntry(bare))).toEqual(bare);
  });

  it('cut a long type or status, never between the halves of a character', () => {
    const packed = packEntry({ ...full, type: 'x'.repeat(10_000), status: `${'s'.repeat(MAX_ENTRY_STATUS_CHARS - 1)}😀` });
    expect(packed[1]).toBe('x'.repeat(MAX_ENTRY_TYPE_CHARS));
    expect(packed[2]).toBe('s'.repeat(MAX_ENTRY_STATUS_CHARS - 1));
  });

  it('are never longer than MAX_ENTRY_BYTES, whatever a report holds', () => {
    const anyText = fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 400 }), fc.constant('\u0000'.repeat(500)), fc.constant('\ud800'.repeat(500)));
    const anyNumber = fc.oneof(fc.double(), fc.constant(-1.2345678901234567e-308), fc.integer());
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: MAX_ENTRY_ID_CHARS }), anyText, anyText, anyText, anyNumber, anyNumber, (id, type, status, uid, a, b) => {
        const entry = packEntry({ ...full, id: id || 'p', type, status, reportedByUserId: uid, coordinates: { latitude: a, longitude: b }, createdAt: a, resolvedAt: b });
        expect(utf8Bytes(JSON.stringify(entry))).toBeLessThanOrEqual(MAX_ENTRY_BYTES);
      }),
      { numRuns: 200 },
    );
    const worst = packEntry({
      ...full,
      id: '\u0001'.repeat(MAX_ENTRY_ID_CHARS),
      type: '\u0001'.repeat(999),
      status: '\u0001'.repeat(999),
      reportedByUserId: '\u0001'.repeat(999),
      municipality: 'KZN294',
      ward: '52904001',
    });
    expect(worst.slice(8)).toEqual(['KZN294', '52904001']);
    expect(utf8Bytes(JSON.stringify(worst))).toBeLessThanOrEqual(MAX_ENTRY_BYTES);
  });

  it('read hostile or damaged entries as safe values, and refuse one without an id', () => {
    expect(unpackEntry(['p-2', 42, null, 'north', 91, 'yesterday', 1e18, { uid: 1 }, ['u-a', 5, 7, 8, '', 9], 'x'])).toEqual({
      id: 'p-2', type: '', status: '', coordinates: null, createdAt: null, resolvedAt: null, reportedByUserId: '',
      confirmedBy: [], deniedBy: [],
    });
    expect(unpackEntry(['p-3', 'y'.repeat(5000)])?.type).toHaveLength(MAX_ENTRY_TYPE_CHARS);
    expect(unpackEntry([-26, 28])).toBeNull();
    expect(unpackEntry(['', 'Pothole'])).toBeNull();
    expect(unpackEntry({ id: 'p-3' })).toBeNull();
    expect(unpackEntry('p-4')).toBeNull();
  });

  it('keep a position only when both numbers are on the globe', () => {
    expect(unpackEntry(['p', 'T', 'S', -91, 28])?.coordinates).toBeNull();
    expect(unpackEntry(['p', 'T', 'S', -26, 181])?.coordinates).toBeNull();
    expect(unpackEntry(['p', 'T', 'S', -26, 28])?.coordinates).toEqual({ latitude: -26, longitude: 28 });
  });

  describe('with a place (format 3)', () => {
    it('pack the municipality and ward after the reporter and unpack to the same report', () => {
      const packed = packEntry(inCapeTown);
      expect(packed).toEqual(['p-1', 'Pothole', 'Active', -33.925, 18.424, 1_763_623_800_123, null, 'u-ann', 'CPT', '19100115']);
      expect(unpackEntry(JSON.parse(JSON.stringify(packed)))).toEqual(inCapeTown);
    });

    it('keep the first eight positions of format 2, and put no list where format 1 read its votes', () => {
      const packed = packEntry(inCapeTown);
      expect(packed.slice(0, 8)).toEqual(packEntry({ ...inCapeTown, municipality: undefined, ward: undefined }));
      expect(packed.slice(8).some((value) => Array.isArray(value))).toBe(false);
    });

    it('read a format 2 entry, and a format 1 entry with its vote lists, as unplaced', () => {
      const format2 = ['p-1', 'Pothole', 'Active', -33.925, 18.424, 1_763_623_800_123, null, 'u-ann'];
      const format1 = [...format2, ['u-bob', 1_763_630_000_000], ['u-cat', null]];
      for (const old of [format2, format1]) {
        const read = unpackEntry(old);
        expect(read?.municipality).toBeUndefined();
        expect(read?.ward).toBeUndefined();
        expect(read?.coordinates).toEqual({ latitude: -33.925, longitude: 18.424 });
      }
    });

    it('read a damaged or hostile place as none: both codes of their shapes, or neither', () => {
      const head = ['p-1', 'Pothole', 'Active', -33.925, 18.424, 1, null, 'u-ann'];
      for (const tail of [
        ['CPT'],
        ['CPT', null],
        [null, '19100115'],
        ['CPT', 19100115],
        ['cpt', '19100115'],
        ['CPT', '1910011'],
        ['CPT', '191001150'],
        ['<img src=x>', '19100115'],
        ['CPT'.repeat(1000), '19100115'],
        ['KZN2945', '19100115'],
        [['u-bob', 1], '19100115'],
      ]) {
        const read = unpackEntry([...head, ...tail]);
        expect([read?.municipality, read?.ward]).toEqual([undefined, undefined]);
      }
    });

    it('never write a place whose codes are not of their shapes, so the bound holds', () => {
      const packed = packEntry({ ...full, municipality: '\u0001'.repeat(5000), ward: '19100115' });
      expect(packed).toEqual(packEntry(full));
      expect(packEntry({ ...full, municipality: 'CPT' })).toEqual(packEntry(full));
    });

    it('keep the place of an unpositioned report out of the trailing nulls', () => {
      const packed = packEntry({ ...inCapeTown, coordinates: null, createdAt: null });
      expect(packed).toEqual(['p-1', 'Pothole', 'Active', null, null, null, null, 'u-ann', 'CPT', '19100115']);
    });
  });
});
