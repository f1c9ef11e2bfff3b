import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapProblem } from './model';
import { monthlyTrend, TREND_MONTHS } from './monthly-trend';

/** A South African wall-clock time as epoch ms (SAST is UTC+2). */
const sa = (iso: string) => Date.parse(`${iso}+02:00`);

// Monday 23 November 2026, 10:00 in Johannesburg.
const now = sa('2026-11-23T10:00:00');

const report = (createdAt: number | null, resolvedAt: number | null = null): Pick<MapProblem, 'createdAt' | 'resolvedAt'> => ({
  createdAt,
  resolvedAt,
});

/** The month's figures by "YYYY-MM". */
function byMonth(trend: ReturnType<typeof monthlyTrend>) {
  return Object.fromEntries(trend.map((m) => [m.month, { received: m.received, resolved: m.resolved }]));
}

describe('monthlyTrend', () => {
  it('gives the twelve months up to this one, oldest first, each starting at SA midnight', () => {
    const trend = monthlyTrend([], now);
    expect(trend).toHaveLength(TREND_MONTHS);
    expect(trend.map((m) => m.month)).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05',
      '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
    expect(trend[0]!.start).toBe(sa('2025-12-01T00:00:00'));
    expect(trend[11]!.start).toBe(sa('2026-11-01T00:00:00'));
  });

  it('keeps months with no reports, as zeros', () => {
    const trend = monthlyTrend([report(sa('2026-03-10T12:00:00'))], now);
    expect(trend.every((m) => m.resolved === 0)).toBe(true);
    expect(trend.map((m) => m.received)).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('draws month boundaries at midnight in Johannesburg, not in UTC', () => {
    const trend = byMonth(
      monthlyTrend(
        [
          // 31 October 23:30 in SA is still October there…
          report(sa('2026-10-31T23:30:00')),
          // …and 1 November 00:30 in SA is 31 October 22:30 UTC, but November in SA.
          report(sa('2026-11-01T00:30:00')),
          report(sa('2026-11-01T00:00:00')),
          report(sa('2026-10-31T23:59:59.999')),
        ],
        now,
      ),
    );
    expect(trend['2026-10']!.received).toBe(2);
    expect(trend['2026-11']!.received).toBe(2);
  });

  it('leaves out reports before the first month and counts the first month from its first instant', () => {
    const trend = byMonth(monthlyTrend([report(sa('2025-11-30T23:59:59')), report(sa('2025-12-01T00:00:00'))], now));
    expect(trend['2025-12']!.received).toBe(1);
    expect(Object.values(trend).reduce((sum, m) => sum + m.received, 0)).toBe(1);
  });

  it('counts a resolution in the month it was resolved, whenever the report came in', () => {
    const trend = byMonth(
      monthlyTrend(
        [
          report(sa('2026-01-15T08:00:00'), sa('2026-04-02T09:00:00')),
          // Reported before the window, resolved inside it.
          report(sa('2025-06-01T08:00:00'), sa('2026-02-28T23:59:00')),
          report(sa('2026-11-02T08:00:00'), sa('2026-11-20T17:00:00')),
        ],
        now,
      ),
    );
    expect(trend['2026-01']).toEqual({ received: 1, resolved: 0 });
    expect(trend['2026-02']).toEqual({ received: 0, resolved: 1 });
    expect(trend['2026-04']).toEqual({ received: 0, resolved: 1 });
    expect(trend['2026-11']).toEqual({ received: 1, resolved: 1 });
  });

  it('ignores dates in the future and dates that are not dates', () => {
    const trend = monthlyTrend(
      [
        report(now + 1, now + 2),
        report(sa('2027-01-05T00:00:00')),
        report(null, null),
        report(Number.NaN, Number.POSITIVE_INFINITY),
        report(Number.NEGATIVE_INFINITY),
        report('2026-11-02' as unknown as number),
        report(now, now),
      ],
      now,
    );
    expect(trend.reduce((sum, m) => sum + m.received, 0)).toBe(1);
    expect(trend.reduce((sum, m) => sum + m.resolved, 0)).toBe(1);
    expect(trend[11]).toMatchObject({ received: 1, resolved: 1 });
  });

  it('crosses a year and takes any number of months', () => {
    const january = sa('2027-01-01T00:00:00');
    const trend = monthlyTrend([report(sa('2026-12-31T23:59:00')), report(january)], january, 3);
    expect(trend.map((m) => [m.month, m.received])).toEqual([
      ['2026-11', 0],
      ['2026-12', 1],
      ['2027-01', 1],
    ]);
  });

  it('agrees with Intl in Africa/Johannesburg for any dates', () => {
    const saMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit' });
    const monthOf = (ms: number) => saMonth.format(ms).slice(0, 7);
    const date = fc.option(fc.integer({ min: now - 500 * 86_400_000, max: now + 30 * 86_400_000 }), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.record({ createdAt: date, resolvedAt: date }), { maxLength: 60 }), (reports) => {
        const trend = monthlyTrend(reports, now);
        const months = new Set(trend.map((m) => m.month));
        const expected = (field: 'createdAt' | 'resolvedAt', month: string) =>
          reports.filter((r) => r[field] !== null && r[field]! <= now && monthOf(r[field]!) === month).length;
        for (const m of trend) {
          expect(m.received).toBe(expected('createdAt', m.month));
          expect(m.resolved).toBe(expected('resolvedAt', m.month));
          expect(monthOf(m.start)).toBe(m.month);
          expect(monthOf(m.start - 1)).not.toBe(m.month);
        }
        expect(months.size).toBe(TREND_MONTHS);
      }),
    );
  });

  // Home computes this on every change of the map index: it must stay far below a frame budget.
  it('takes well under 50 ms for 50,000 reports', () => {
    const reports = Array.from({ length: 50_000 }, (_, i) => report(now - (i % 400) * 86_400_000, i % 3 === 0 ? now - (i % 300) * 86_400_000 : null));
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      monthlyTrend(reports, now);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(50);
  });
});
