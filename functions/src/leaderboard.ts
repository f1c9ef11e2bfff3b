/**
 * `leaderboard`: the board for one period, served at `/data/leaderboard` (a
 * Hosting rewrite in firebase.json), `?from=YYYY-MM-DD&to=YYYY-MM-DD` or no
 * parameters for all time (src/domain/leaderboard-query.ts). It reads the top
 * 20 public profiles by reportsCount and those users' stats (contributor-stats.ts):
 * at most 40 documents an answer, whatever the period. The figures come from
 * src/domain/leaderboard-stats.ts; the answer holds public names and figures,
 * never a uid or a voter. Browsers keep it a minute, the CDN five.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { LEADERBOARD_USERS } from '../../src/domain/constants';
import { leaderboardDays, parseLeaderboardQuery } from '../../src/domain/leaderboard-query';
import { leaderboardRows, type LeaderboardRow } from '../../src/domain/leaderboard-stats';
import { parseStatsDocument } from '../../src/domain/contributor-stats-document';
import { parsePublicProfile } from '../../src/domain/public-profile';
import type { DateRange } from '../../src/domain/date-range';
import { limitClients } from './client-limit';
import { CONTRIBUTOR_STATS } from './contributor-stats';
import { PUBLIC_PROFILES } from './projection';
import { refusedMethod } from './read-only-methods';

const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/** The board of a range, read from Firestore. */
async function boardOf(range: DateRange): Promise<LeaderboardRow[]> {
  // Asked for at call time: index.ts initialises the Admin app after the imports run.
  const db = getFirestore();
  const top = await db.collection(PUBLIC_PROFILES).orderBy('reportsCount', 'desc').limit(LEADERBOARD_USERS).get();
  const profiles = top.docs.flatMap((doc) => {
    const profile = parsePublicProfile(doc.id, doc.data());
    if (profile.ok) return [profile.value];
    logger.warn(`leaderboard: skipped a public profile: ${profile.reason}`);
    return [];
  });
  if (profiles.length === 0) return [];
  const stats = await db.getAll(...profiles.map((profile) => db.collection(CONTRIBUTOR_STATS).doc(profile.uid)));
  return leaderboardRows(
    profiles.map((profile, index) => ({ profile, stats: parseStatsDocument(stats[index]?.data()) })),
    range,
  );
}

/** A repeated parameter (`?from=…&from=…`) arrives as an array: refused, not guessed. */
const param = (value: unknown): unknown => (Array.isArray(value) ? value : value === undefined ? undefined : String(value));

/** Answers one request (exported apart from `onRequest` so a wrapper, such as a rate limit, can go around it). */
export async function answerLeaderboard(request: Request, response: Response): Promise<void> {
  if (refusedMethod(request, response)) return;
  const query = parseLeaderboardQuery(param(request.query.from), param(request.query.to));
  if (!query.ok) {
    response.set('Cache-Control', CACHE_CONTROL).status(400).json({ error: query.message });
    return;
  }
  try {
    const rows = await boardOf(query.range);
    response.set('Cache-Control', CACHE_CONTROL).json({ ...(leaderboardDays(query.range) ?? { from: null, to: null }), rows });
  } catch (error) {
    logger.error('leaderboard: reading the board failed', error);
    response.set('Cache-Control', 'no-store').status(503).json({ error: 'The leaderboard could not be read; try again shortly.' });
  }
}

export const leaderboard = onRequest(limitClients(answerLeaderboard));
