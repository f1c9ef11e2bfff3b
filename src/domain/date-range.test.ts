import { describe, expect, it } from 'vitest';
import { customRange, dateRangeFor, isWithinDateRange, saCalendarDay, startOfSaDay } from './date-range';

/** A South African wall-clock time as epoch ms (SAST is UTC+2). */
const sa = (iso: string) => Date.parse(`${iso}+02:00`);

// Wednesday 18 November 2026, 00:30 in Johannesburg (still 17 November in UTC).
const now = sa('2026-11-18T00:30:00');

describe('dateRangeFor in Africa/Johannesburg', () => {
  it('All Time passes everything, even an unknown date', () => {
    const range = dateRangeFor({ period: 'all' }, now);
    expect(isWithinDateRange(null, range)).toBe(true);
    expect(isWithinDateRange(0, range)).toBe(true);
  });

  it('Today runs from local midnight, not UTC midnight', () => {
    const range = dateRangeFor({ period: 'today' }, now);
    expect(range).toEqual({ start: sa('2026-11-18T00:00:00'), end: sa('2026-11-19T00:00:00') });
    expect(isWithinDateRange(sa('2026-11-17T23:59:59'), range)).toBe(false);
    expect(isWithinDateRange(sa('2026-11-18T23:59:59'), range)).toBe(true);
  });

  it('Yesterday is the whole previous local day', () => {
    expect(dateRangeFor({ period: 'yesterday' }, now)).toEqual({
      start: sa('2026-11-17T00:00:00'),
      end: sa('2026-11-18T00:00:00'),
    });
  });

  it('This Week starts on Sunday', () => {
    expect(dateRangeFor({ period: 'week' }, now)).toEqual({
      start: sa('2026-11-15T00:00:00'),
      end: sa('2026-11-22T00:00:00'),
    });
    // On a Sunday the week starts that same day.
    const sunday = sa('2026-11-22T10:00:00');
    expect(dateRangeFor({ period: 'week' }, sunday).start).toBe(sa('2026-11-22T00:00:00'));
    // On a Saturday it started six days before.
    const saturday = sa('2026-11-21T23:00:00');
    expect(dateRangeFor({ period: 'week' }, saturday).start).toBe(sa('2026-11-15T00:00:00'));
  });

  it('This Month and This Year follow the local calendar, across year ends', () => {
    expect(dateRangeFor({ period: 'month' }, now)).toEqual({
      start: sa('2026-11-01T00:00:00'),
      end: sa('2026-12-01T00:00:00'),
    });
    const newYear = sa('2027-01-01T00:10:00');
    expect(dateRangeFor({ period: 'month' }, newYear).start).toBe(sa('2027-01-01T00:00:00'));
    expect(dateRangeFor({ period: 'year' }, newYear)).toEqual({
      start: sa('2027-01-01T00:00:00'),
      end: sa('2028-01-01T00:00:00'),
    });
    const december = sa('2026-12-31T23:00:00');
    expect(dateRangeFor({ period: 'month' }, december).end).toBe(sa('2027-01-01T00:00:00'));
  });

  it('an unknown date never passes a bounded range', () => {
    expect(isWithinDateRange(null, dateRangeFor({ period: 'today' }, now))).toBe(false);
  });
});

describe('customRange', () => {
  it('is inclusive to the end of the To day', () => {
    const range = customRange('2026-11-01', '2026-11-10');
    expect(isWithinDateRange(sa('2026-11-01T00:00:00'), range)).toBe(true);
    expect(isWithinDateRange(sa('2026-11-10T23:59:59'), range)).toBe(true);
    expect(isWithinDateRange(sa('2026-11-11T00:00:00'), range)).toBe(false);
    expect(isWithinDateRange(sa('2026-10-31T23:59:59'), range)).toBe(false);
  });
  it('passes everything when either bound is missing or not a real day', () => {
    for (const [from, to] of [
      [null, '2026-11-10'],
      ['2026-11-01', ''],
      [undefined, undefined],
      ['2026-02-30', '2026-03-01'],
      ['yesterday', '2026-03-01'],
    ] as const) {
      const range = customRange(from, to);
      expect(range).toEqual({ start: null, end: null });
      expect(isWithinDateRange(null, range)).toBe(true);
    }
  });
  it('a single day works (From equals To)', () => {
    const range = dateRangeFor({ period: 'custom', from: '2026-11-18', to: '2026-11-18' }, now);
    expect(isWithinDateRange(sa('2026-11-18T12:00:00'), range)).toBe(true);
    expect(isWithinDateRange(sa('2026-11-19T00:00:00'), range)).toBe(false);
  });
});

describe('startOfSaDay and saCalendarDay', () => {
  it('agree with the local calendar', () => {
    expect(startOfSaDay(now)).toBe(sa('2026-11-18T00:00:00'));
    expect(saCalendarDay(now)).toBe('2026-11-18');
  });
});
