/**
 * Reads the leaderboard as the server answers it (functions/src/leaderboard.ts)
 * or as the device saved it: `{ rows: [...] }`, each row the public name fields
 * and the figures (leaderboard-stats.ts). A row that is not in that shape is
 * left out; an answer without a list of rows is not a leaderboard (null).
 */
import type { LeaderboardRow } from './leaderboard-stats';
import { isRecord } from './parse-values';

const FIGURES = ['points', 'reports', 'confirmations', 'denials', 'resolved', 'distinctConfirmers', 'bonus', 'adsViewed'] as const;

function parseRow(raw: unknown): LeaderboardRow | null {
  if (!isRecord(raw)) return null;
  if (raw.displayName !== null && typeof raw.displayName !== 'string') return null;
  if (FIGURES.some((figure) => typeof raw[figure] !== 'number' || !Number.isFinite(raw[figure]))) return null;
  const figures = Object.fromEntries(FIGURES.map((figure) => [figure, raw[figure] as number])) as Record<(typeof FIGURES)[number], number>;
  return { displayName: raw.displayName, isAnonymous: raw.isAnonymous === true, ...figures };
}

/** The rows of an answer, or null when it holds no list of rows. */
export function parseLeaderboardRows(raw: unknown): LeaderboardRow[] | null {
  if (!isRecord(raw) || !Array.isArray(raw.rows)) return null;
  return raw.rows.flatMap((row) => parseRow(row) ?? []);
}
