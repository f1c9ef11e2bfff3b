import { describe, expect, it } from 'vitest';
import { EDIT_LIMITS, longestWindowMs, rateVerdict, REPORT_LIMITS, VOTE_LIMITS } from './rate-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = Date.UTC(2026, 10, 23, 8, 0);
/** `n` writes, one a minute, the last `endMinutesAgo` minutes before now. */
const writes = (n: number, endMinutesAgo = 1) => Array.from({ length: n }, (_, i) => now - (endMinutesAgo + i) * MINUTE);

describe('rateVerdict for reports (20 an hour, 100 a day)', () => {
  it('admits the first report with room to spare', () => {
    expect(rateVerdict([], now, REPORT_LIMITS)).toEqual({ admitted: true, fullUntil: null });
  });

  it('admits the 20th report of the hour, and the account is then full until the first of them is an hour old', () => {
    const earlier = writes(19);
    const verdict = rateVerdict(earlier, now, REPORT_LIMITS);
    expect(verdict.admitted).toBe(true);
    expect(verdict.fullUntil).toBe(Math.min(...earlier) + HOUR);
  });

  it('refuses the 21st report within an hour', () => {
    expect(rateVerdict(writes(20), now, REPORT_LIMITS).admitted).toBe(false);
  });

  it('admits again once the oldest report left the sliding hour', () => {
    expect(rateVerdict(writes(20, 41), now, REPORT_LIMITS).admitted).toBe(true);
  });

  it('refuses the 101st report of a day even when spread out', () => {
    const day = Array.from({ length: 100 }, (_, i) => now - (i + 1) * 13 * MINUTE);
    expect(rateVerdict(day, now, REPORT_LIMITS).admitted).toBe(false);
    expect(rateVerdict(day.slice(1), now, REPORT_LIMITS)).toMatchObject({ admitted: true });
  });

  it('ignores writes later than the one judged (events arrive out of order)', () => {
    expect(rateVerdict([now + MINUTE, ...writes(19)], now, REPORT_LIMITS).admitted).toBe(true);
  });
});

describe('rateVerdict for votes (300 a day)', () => {
  it('admits the 300th vote and refuses the 301st', () => {
    const day = Array.from({ length: 299 }, (_, i) => now - (i + 1) * MINUTE);
    expect(rateVerdict(day, now, VOTE_LIMITS).admitted).toBe(true);
    expect(rateVerdict([...day, now - 300 * MINUTE], now, VOTE_LIMITS).admitted).toBe(false);
  });

  it('looks back one day', () => {
    expect(longestWindowMs(VOTE_LIMITS)).toBe(24 * HOUR);
    expect(longestWindowMs(REPORT_LIMITS)).toBe(24 * HOUR);
    expect(longestWindowMs(EDIT_LIMITS)).toBe(24 * HOUR);
  });
});

describe('rateVerdict for edits of one\'s own reports (30 an hour, 200 a day)', () => {
  it('admits the 30th edit of the hour, marking the account full, and refuses the 31st', () => {
    const hour = Array.from({ length: 29 }, (_, i) => now - (i + 1) * MINUTE);
    expect(rateVerdict(hour, now, EDIT_LIMITS)).toEqual({ admitted: true, fullUntil: now - 29 * MINUTE + HOUR });
    expect(rateVerdict([...hour, now - 30 * MINUTE], now, EDIT_LIMITS).admitted).toBe(false);
  });

  it('refuses the 201st edit of a day, spread over its hours', () => {
    const day = Array.from({ length: 200 }, (_, i) => now - (i + 1) * 7 * MINUTE);
    expect(rateVerdict(day, now, EDIT_LIMITS).admitted).toBe(false);
    expect(rateVerdict(day.slice(0, 199), now, EDIT_LIMITS).admitted).toBe(true);
  });
});
