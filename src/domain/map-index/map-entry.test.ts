import { describe, expect, it } from 'vitest';
import type { MapProblem } from '../model';
import { packEntry, unpackEntry } from './map-entry';

const full: MapProblem = {
  id: 'p-1',
  type: 'Pothole',
  status: 'Active',
  coordinates: { latitude: -26.204103, longitude: 28.047305 },
  reportedByUserId: 'u-ann',
  createdAt: 1_763_623_800_123,
  resolvedAt: null,
  confirmedBy: [{ userId: 'u-bob', at: 1_763_630_000_000 }],
  deniedBy: [{ userId: 'u-cat', at: null }],
};

describe('map entries', () => {
  it('pack into a short array and unpack to the same report', () => {
    const packed = packEntry(full);
    expect(packed).toEqual(['p-1', 'Pothole', 'Active', -26.204103, 28.047305, 1_763_623_800_123, null, 'u-ann', ['u-bob', 1_763_630_000_000], ['u-cat', null]]);
    expect(unpackEntry(JSON.parse(JSON.stringify(packed)))).toEqual(full);
  });

  it('leave off trailing nulls and empty vote lists', () => {
    const bare: MapProblem = { ...full, coordinates: null, createdAt: null, reportedByUserId: '', confirmedBy: [], deniedBy: [] };
    expect(packEntry(bare)).toEqual(['p-1', 'Pothole', 'Active', null, null, null, null, '']);
    expect(unpackEntry(packEntry(bare))).toEqual(bare);
  });

  it('read hostile or damaged entries as safe values, and refuse one without an id', () => {
    expect(unpackEntry(['p-2', 42, null, 'north', 91, 'yesterday', 1e18, { uid: 1 }, ['u-a', 5, 7, 8, '', 9], 'x'])).toEqual({
      id: 'p-2', type: '', status: '', coordinates: null, createdAt: null, resolvedAt: null, reportedByUserId: '',
      confirmedBy: [{ userId: 'u-a', at: 5 }], deniedBy: [],
    });
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
});
