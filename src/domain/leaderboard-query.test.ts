import { describe, expect, it } from 'vitest';
import { ALL_TIME, customRange, dateRangeFor } from './date-range';
import { leaderboardKey, leaderboardUrl, parseLeaderboardQuery } from './leaderboard-query';

describe('the leaderboard query', () => {
  const now = Date.UTC(2026, 10, 27, 12);

  it('asks for a period as its South African days and reads them back as the same range', () => {
    const week = dateRangeFor({ period: 'week' }, now);
    expect(leaderboardUrl(week)).toBe('/data/leaderboard?from=2026-11-22&to=2026-11-28');
    expect(parseLeaderboardQuery('2026-11-22', '2026-11-28')).toEqual({ ok: true, range: week });
    expect(leaderboardKey(week)).toBe('2026-11-22..2026-11-28');
  });

  it('asks for all time with no parameters', () => {
    expect(leaderboardUrl(ALL_TIME)).toBe('/data/leaderboard');
    expect(leaderboardKey(ALL_TIME)).toBe('all');
    expect(parseLeaderboardQuery(undefined, undefined)).toEqual({ ok: true, range: ALL_TIME });
  });

  it('takes a To before the From as a range of no days', () => {
    const query = parseLeaderboardQuery('2026-11-28', '2026-11-20');
    expect(query).toEqual({ ok: true, range: customRange('2026-11-28', '2026-11-20') });
    expect(leaderboardUrl(customRange('2026-11-28', '2026-11-20'))).toBe('/data/leaderboard?from=2026-11-28&to=2026-11-20');
  });

  it.each([
    ['2026-11-01', undefined, /both "from" and "to"/u],
    [['2026-11-01', '2026-11-02'], '2026-11-03', /both "from" and "to"/u],
    ['2026-02-30', '2026-03-01', /"from" must be a real day/u],
    ['2026-11-01', 'tomorrow', /"to" must be a real day/u],
    [' 2026-11-01', '2026-11-02', /"from" must be a real day/u],
  ])('refuses from=%j to=%j with a message saying what to send', (from, to, message) => {
    const query = parseLeaderboardQuery(from, to);
    expect(query.ok).toBe(false);
    if (!query.ok) expect(query.message).toMatch(message);
  });
});
