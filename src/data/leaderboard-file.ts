/**
 * Fetches the leaderboard of one period (`/data/leaderboard`, answered by a
 * Cloud Function from the stats it keeps, and cached by the CDN five minutes)
 * with a plain `fetch`: the board needs no Firebase SDK and reads no report or
 * vote. The browser may answer from its HTTP cache (a minute).
 */
import type { DateRange } from '../domain/date-range';
import { parseLeaderboardRows } from '../domain/leaderboard-answer';
import { leaderboardUrl } from '../domain/leaderboard-query';
import type { LeaderboardRow } from '../domain/leaderboard-stats';

/** The board for `range`, or a rejection saying why it could not be had (offline, a server error, an unreadable answer). */
export async function fetchLeaderboard(range: DateRange, signal?: AbortSignal): Promise<LeaderboardRow[]> {
  const response = await fetch(leaderboardUrl(range), { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`the leaderboard answered ${response.status}`);
  const rows = parseLeaderboardRows(await response.json().catch(() => null));
  if (rows === null) throw new Error('the leaderboard answer is not one this site can read');
  return rows;
}
