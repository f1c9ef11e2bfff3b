import { describe, expect, it } from 'vitest';
import { toCoordinates, toCount, toEpochMs, toText } from './parse-values';

describe('toEpochMs', () => {
  const ms = Date.UTC(2026, 10, 20, 7, 30);
  it('treats a date no JavaScript Date can hold (beyond ±8.64e15 ms) as unknown', () => {
    expect(toEpochMs(1e18)).toBeNull();
    expect(toEpochMs(-8.64e15 - 1)).toBeNull();
    expect(toEpochMs({ seconds: 1e15, nanoseconds: 0 })).toBeNull();
    expect(toEpochMs({ toMillis: () => 1e18 })).toBeNull();
    expect(toEpochMs(8.64e15)).toBe(8.64e15);
    // What is kept always formats: the detail modal's RangeError came from new Date(1e18).
    expect(() => new Date(toEpochMs(8.64e15)!).toISOString()).not.toThrow();
  });

  it('reads a Firestore Timestamp object and its serialised forms', () => {
    expect(toEpochMs({ seconds: ms / 1000, nanoseconds: 500_000_000 })).toBe(ms + 500);
    expect(toEpochMs({ _seconds: ms / 1000, _nanoseconds: 0 })).toBe(ms);
    expect(toEpochMs({ toMillis: () => ms })).toBe(ms);
  });
  it('reads ISO strings, epoch milliseconds and Dates', () => {
    expect(toEpochMs('2026-11-20T07:30:00Z')).toBe(ms);
    expect(toEpochMs('2026-11-20T09:30:00+02:00')).toBe(ms);
    expect(toEpochMs(ms)).toBe(ms);
    expect(toEpochMs(new Date(ms))).toBe(ms);
  });
  it('gives null for anything else', () => {
    for (const bad of ['not a date', '', '   ', NaN, Infinity, null, undefined, {}, [], true, new Date('x')]) {
      expect(toEpochMs(bad)).toBeNull();
    }
    expect(toEpochMs({ toMillis: () => { throw new Error('boom'); } })).toBeNull();
  });
});

describe('toCoordinates', () => {
  it('reads the app map, a GeoPoint and its serialised form', () => {
    expect(toCoordinates({ latitude: -26.2, longitude: 28.04 })).toEqual({ latitude: -26.2, longitude: 28.04 });
    expect(toCoordinates({ _latitude: -33.9, _longitude: 18.4 })).toEqual({ latitude: -33.9, longitude: 18.4 });
    expect(toCoordinates({ _lat: -29.8, _long: 31 })).toEqual({ latitude: -29.8, longitude: 31 });
    expect(toCoordinates({ latitude: '-26.2', longitude: '28.04' })).toEqual({ latitude: -26.2, longitude: 28.04 });
  });
  it('rejects missing, non-numeric and out-of-range values', () => {
    expect(toCoordinates('-26.2,28.04')).toBeNull();
    expect(toCoordinates({ latitude: -26.2 })).toBeNull();
    expect(toCoordinates({ latitude: 'south', longitude: 28 })).toBeNull();
    expect(toCoordinates({ latitude: -91, longitude: 28 })).toBeNull();
    expect(toCoordinates({ latitude: -26, longitude: 181 })).toBeNull();
    expect(toCoordinates(null)).toBeNull();
  });
});

describe('toCount and toText', () => {
  it('makes counts whole and never negative', () => {
    expect(toCount(3)).toBe(3);
    expect(toCount('4')).toBe(4);
    expect(toCount(2.7)).toBe(2);
    expect(toCount(-1)).toBe(0);
    expect(toCount('three')).toBe(0);
    expect(toCount(undefined)).toBe(0);
  });
  it('trims text and treats blank as missing', () => {
    expect(toText('  Main Rd ')).toBe('Main Rd');
    expect(toText('   ')).toBeNull();
    expect(toText(42)).toBe('42');
    expect(toText({})).toBeNull();
  });
});
