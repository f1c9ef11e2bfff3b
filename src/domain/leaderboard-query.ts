/**
 * The leaderboard's period as the server is asked for it: `?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (South African days, both included), or no parameters for all time. Every period
 * of the board's filter is one or the other (date-range.ts), so the client turns its
 * period into days and the server turns them back into exactly the same range.
 */
import { ALL_TIME, customRange, parseCalendarDay, saCalendarDay, type DateRange } from './date-range';

export const LEADERBOARD_PATH = '/data/leaderboard';
const DAY_MS = 86_400_000;

/** The days of a range, or null for all time (a range open at one end only is taken as all time: no period makes one). */
export function leaderboardDays(range: DateRange): { readonly from: string; readonly to: string } | null {
  if (range.start === null || range.end === null) return null;
  return { from: saCalendarDay(range.start), to: saCalendarDay(range.end - DAY_MS) };
}

/** The URL (path and query) that asks for the board of a range. */
export function leaderboardUrl(range: DateRange): string {
  const days = leaderboardDays(range);
  return days ? `${LEADERBOARD_PATH}?${new URLSearchParams(days).toString()}` : LEADERBOARD_PATH;
}

/** The name a range's board is saved under on the device: "all", or "from..to". */
export function leaderboardKey(range: DateRange): string {
  const days = leaderboardDays(range);
  return days ? `${days.from}..${days.to}` : 'all';
}

export type LeaderboardQuery = { readonly ok: true; readonly range: DateRange } | { readonly ok: false; readonly message: string };

/**
 * The range a request asks for. Both days or neither; a To before the From is a
 * range of no days (every figure 0, as the formula gives), not an error.
 */
export function parseLeaderboardQuery(from: unknown, to: unknown): LeaderboardQuery {
  if (from === undefined && to === undefined) return { ok: true, range: ALL_TIME };
  if (typeof from !== 'string' || typeof to !== 'string') {
    return { ok: false, message: 'Give both "from" and "to" as single South African days (YYYY-MM-DD), or neither for all time.' };
  }
  for (const [name, value] of [['from', from], ['to', to]] as const) {
    if (parseCalendarDay(value) === null || value.trim() !== value) return { ok: false, message: `"${name}" must be a real day written YYYY-MM-DD, not ${JSON.stringify(value.slice(0, 40))}.` };
  }
  return { ok: true, range: customRange(from, to) };
}
