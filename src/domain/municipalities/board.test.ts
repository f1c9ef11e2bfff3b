import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  median,
  MIN_RESOLVED_TO_RANK,
  municipalityBoard,
  municipalityFigures,
  RECENT_RESOLVED,
  sortBoard,
  typeTable,
  wardWithMostOpen,
  type BoardReport,
} from './board';

const now = Date.parse('2026-11-28T10:00:00Z');
const daysAgo = (days: number) => now - days * DAY_MS;

function report(municipality: string | null, created: number | null, resolved: number | null = null, extra: Partial<BoardReport> = {}): BoardReport {
  return { type: 'Pothole', status: resolved === null ? 'Active' : 'Resolved', createdAt: created, resolvedAt: resolved, municipality, ward: null, ...extra };
}

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('municipalityBoard', () => {
  it('counts open and resolved reports per municipality and leaves unplaced reports out', () => {
    const board = municipalityBoard(
      [report('CPT', daysAgo(3)), report('CPT', daysAgo(10), daysAgo(8)), report('ETH', daysAgo(2)), report(null, daysAgo(1)), report('', daysAgo(1))],
      now,
    );
    expect(board.map((row) => [row.code, row.open, row.resolved])).toEqual([
      ['CPT', 1, 1],
      ['ETH', 1, 0],
    ]);
  });

  it('takes the median days to resolve over the most recent resolved reports only', () => {
    // 100 recent reports resolved in 2 days each, and 50 older ones that took 200 days.
    const recent = Array.from({ length: RECENT_RESOLVED }, (_, i) => report('CPT', daysAgo(10 + i), daysAgo(8 + i)));
    const old = Array.from({ length: 50 }, (_, i) => report('CPT', daysAgo(1000 + i), daysAgo(800 + i)));
    const [cpt] = municipalityBoard([...old, ...recent], now);
    expect(cpt!.resolved).toBe(150);
    expect(cpt!.medianDaysToResolve).toBe(2);
  });

  it('of reports resolved at the same moment as the last that fits, takes the first to come', () => {
    // 120 reports resolved at one moment: the first 100 (50 in 2 days, 50 in 50 days) count, the last 20 (100 days) do not.
    const took = (days: number) => report('CPT', daysAgo(1 + days), daysAgo(1));
    const reports = [...Array.from({ length: 50 }, () => took(2)), ...Array.from({ length: 50 }, () => took(50)), ...Array.from({ length: 20 }, () => took(100))];
    expect(municipalityBoard(reports, now)[0]!.medianDaysToResolve).toBe(26);
  });

  it('measures the share resolved within 30 days among reports that have had their 30 days', () => {
    const board = municipalityBoard(
      [
        report('CPT', daysAgo(60), daysAgo(50)), // in time
        report('CPT', daysAgo(90), daysAgo(20)), // resolved, but after 70 days
        report('CPT', daysAgo(45)), // still open after 45 days
        report('CPT', daysAgo(40), daysAgo(10)), // exactly 30 days: in time
        report('CPT', daysAgo(5)), // too young to count
      ],
      now,
    );
    expect(board[0]!.resolvedWithin30Days).toBe(2 / 4);
  });

  it('gives the age of the oldest open report, and nulls where a figure has nothing to go on', () => {
    const [cpt, eth] = municipalityBoard([report('CPT', daysAgo(12)), report('CPT', daysAgo(3)), report('ETH', null)], now);
    expect(cpt!.oldestOpenDays).toBe(12);
    expect(cpt!.medianDaysToResolve).toBeNull();
    expect(eth!.oldestOpenDays).toBeNull();
    expect(eth!.resolvedWithin30Days).toBeNull();
  });

  it('ignores dates in the future or out of order instead of letting them skew a figure', () => {
    const [cpt] = municipalityBoard([report('CPT', now + 5 * DAY_MS), report('CPT', daysAgo(2), daysAgo(5)), report('CPT', daysAgo(4), daysAgo(1))], now);
    expect(cpt!.open).toBe(1);
    expect(cpt!.oldestOpenDays).toBeNull();
    expect(cpt!.medianDaysToResolve).toBe(3);
  });

  it(`ranks a municipality only from ${MIN_RESOLVED_TO_RANK} resolved reports`, () => {
    const resolved = (n: number, code: string) => Array.from({ length: n }, () => report(code, daysAgo(5), daysAgo(4)));
    const board = municipalityBoard([...resolved(MIN_RESOLVED_TO_RANK, 'CPT'), ...resolved(MIN_RESOLVED_TO_RANK - 1, 'ETH')], now);
    expect(board.map((row) => [row.code, row.ranked])).toEqual([
      ['CPT', true],
      ['ETH', false],
    ]);
  });
});

describe('the figures of one municipality', () => {
  const reports = [
    report('CPT', daysAgo(10), null, { type: 'Pothole', ward: '19100001' }),
    report('CPT', daysAgo(9), null, { type: 'Pothole', ward: '19100002' }),
    report('CPT', daysAgo(8), null, { type: 'Water Leak', ward: '19100002' }),
    report('CPT', daysAgo(20), daysAgo(10), { type: 'Water Leak', ward: '19100001' }),
    report('ETH', daysAgo(3), null, { type: 'Pothole', ward: '59500001' }),
  ];

  it('equal the board row', () => {
    expect(municipalityFigures(reports, 'CPT', now)).toEqual(municipalityBoard(reports, now)[0]);
    expect(municipalityFigures(reports, 'NMA', now)).toMatchObject({ open: 0, resolved: 0, medianDaysToResolve: null, ranked: false });
  });

  it('break down by type, most reports first', () => {
    expect(typeTable(reports, 'CPT', now)).toEqual([
      { type: 'Pothole', open: 2, resolved: 0, medianDaysToResolve: null },
      { type: 'Water Leak', open: 1, resolved: 1, medianDaysToResolve: 10 },
    ]);
  });

  it('name the ward with the most open reports', () => {
    expect(wardWithMostOpen(reports, 'CPT')).toEqual({ ward: '19100002', open: 2 });
    expect(wardWithMostOpen(reports, 'NMA')).toBeNull();
  });
});

describe('sortBoard', () => {
  const names: Record<string, string> = { A: 'Alpha', B: 'Bravo', C: 'Charlie', D: 'Delta' };
  const row = (code: string, medianDaysToResolve: number | null, ranked = true) => ({
    code,
    open: 1,
    resolved: 10,
    medianDaysToResolve,
    resolvedWithin30Days: null,
    oldestOpenDays: null,
    ranked,
  });
  const rows = [row('C', 3), row('A', null), row('B', 1), row('D', 0, false)];

  it('puts ranked rows first in the chosen order, empty figures last, then the unranked by name', () => {
    const nameOf = (code: string) => names[code] ?? code;
    expect(sortBoard(rows, 'medianDaysToResolve', 'asc', nameOf).map((r) => r.code)).toEqual(['B', 'C', 'A', 'D']);
    expect(sortBoard(rows, 'medianDaysToResolve', 'desc', nameOf).map((r) => r.code)).toEqual(['C', 'B', 'A', 'D']);
    expect(sortBoard(rows, 'name', 'desc', nameOf).map((r) => r.code)).toEqual(['C', 'B', 'A', 'D']);
  });
});

describe('the board against a recomputation from the full list', () => {
  const code = fc.constantFrom('CPT', 'ETH', 'JHB', 'NMA', null, '');
  const date = fc.oneof(fc.integer({ min: daysAgo(800), max: now + 3 * DAY_MS }), fc.constant(null), fc.constant(Number.NaN));
  const anyReport = fc.record({
    type: fc.constantFrom('Pothole', 'Water Leak'),
    status: fc.constantFrom('Active', 'Resolved', 'In Progress'),
    createdAt: date,
    resolvedAt: date,
    municipality: code,
    ward: fc.constantFrom('1', '2', null),
  });

  it('gives every municipality exactly the figures its own reports give', () => {
    fc.assert(
      fc.property(fc.array(anyReport, { maxLength: 300 }), (reports) => {
        const board = municipalityBoard(reports, now);
        const codes = [...new Set(reports.flatMap((r) => (r.municipality ? [r.municipality] : [])))].sort();
        expect(board.map((row) => row.code)).toEqual(codes);
        for (const row of board) {
          const own = reports.filter((r) => r.municipality === row.code);
          const ok = (at: number | null): at is number => typeof at === 'number' && Number.isFinite(at) && at >= 0 && at <= now;
          const resolved = own.filter((r) => r.status === 'Resolved');
          expect(row.open + row.resolved).toBe(own.length);
          expect(row.resolved).toBe(resolved.length);
          expect(row.ranked).toBe(resolved.length >= MIN_RESOLVED_TO_RANK);
          const timed = resolved
            .filter((r) => ok(r.createdAt) && ok(r.resolvedAt) && r.resolvedAt! >= r.createdAt!)
            .sort((a, b) => b.resolvedAt! - a.resolvedAt!)
            .slice(0, RECENT_RESOLVED)
            .map((r) => (r.resolvedAt! - r.createdAt!) / DAY_MS)
            .sort((a, b) => a - b);
          const expectedMedian = timed.length === 0 ? null : timed.length % 2 ? timed[timed.length >> 1] : (timed[timed.length / 2 - 1]! + timed[timed.length / 2]!) / 2;
          expect(row.medianDaysToResolve).toBe(expectedMedian);
          const openDates = own.filter((r) => r.status !== 'Resolved' && ok(r.createdAt)).map((r) => r.createdAt!);
          expect(row.oldestOpenDays).toBe(openDates.length ? (now - Math.min(...openDates)) / DAY_MS : null);
          const due = own.filter((r) => ok(r.createdAt) && now - r.createdAt! >= 30 * DAY_MS);
          const inTime = due.filter((r) => r.status === 'Resolved' && ok(r.resolvedAt) && r.resolvedAt! >= r.createdAt! && r.resolvedAt! - r.createdAt! <= 30 * DAY_MS);
          expect(row.resolvedWithin30Days).toBe(due.length ? inTime.length / due.length : null);
        }
      }),
    );
  });
});
