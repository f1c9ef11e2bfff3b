/**
 * Reads the top contributors by reportsCount from their public profiles (which
 * carry their ad rewards, so the whole table costs one query), then scores them
 * for the period with the domain rule (one pass over the problems) and re-sorts
 * by points. Data load errors are logged only (spec section 8).
 */
import { useEffect, useMemo, useState } from 'react';
import { useData } from '../../app/data-context';
import { LEADERBOARD_USERS } from '../../domain/constants';
import { dateRangeFor, type DatePeriod } from '../../domain/date-range';
import type { PublicProfile } from '../../domain/model';
import { scoreContributors, type ContributorScore } from '../../domain/scoring';
import { useProblems } from '../problems/problems-context';

export interface LeaderboardRow extends ContributorScore {
  readonly profile: PublicProfile;
}

interface Contributors {
  readonly profiles: readonly PublicProfile[];
  /** When they were read: the period ("Today", "This Week") is taken relative to it. */
  readonly readAt: number;
}

export function useLeaderboard(period: DatePeriod): { rows: LeaderboardRow[] | null } {
  const { backend } = useData();
  const { problems, source } = useProblems();
  const [contributors, setContributors] = useState<Contributors | null>(null);

  useEffect(() => {
    let cancelled = false;
    backend
      .getTopContributors(LEADERBOARD_USERS)
      .catch((error: unknown) => {
        console.error('[leaderboard] contributors failed', error);
        return [];
      })
      .then((profiles) => {
        if (!cancelled) setContributors({ profiles, readAt: Date.now() });
      });
    return () => {
      cancelled = true;
    };
  }, [backend]);

  const rows = useMemo(() => {
    // Scores need the problems too: until they are known the table would be wrong, not empty.
    if (!contributors || source === 'none') return null;
    const byUid = new Map(contributors.profiles.map((profile) => [profile.uid, profile]));
    const rewards = new Map(contributors.profiles.map((profile) => [profile.uid, profile.adRewards]));
    const range = dateRangeFor({ period }, contributors.readAt);
    return scoreContributors([...byUid.keys()], problems, rewards, range).map((score) => ({
      ...score,
      profile: byUid.get(score.uid)!,
    }));
  }, [contributors, problems, source, period]);

  return { rows };
}
