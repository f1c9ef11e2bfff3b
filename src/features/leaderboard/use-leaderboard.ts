/**
 * Reads the top contributors by reportsCount and their ad rewards, then scores
 * them for the period with the domain rule (one pass over the problems) and
 * re-sorts by points. Data load errors are logged only (spec section 8).
 */
import { useEffect, useMemo, useState } from 'react';
import { useData } from '../../app/data-context';
import { LEADERBOARD_USERS } from '../../domain/constants';
import { dateRangeFor, type DatePeriod } from '../../domain/date-range';
import type { AdReward, UserProfile } from '../../domain/model';
import { scoreContributors, type ContributorScore } from '../../domain/scoring';
import { useProblems } from '../problems/problems-context';

export interface LeaderboardRow extends ContributorScore {
  readonly user: UserProfile;
}

interface Contributors {
  readonly users: readonly UserProfile[];
  readonly rewards: ReadonlyMap<string, readonly AdReward[]>;
  /** When they were read: the period ("Today", "This Week") is taken relative to it. */
  readonly readAt: number;
}

export function useLeaderboard(period: DatePeriod): { rows: LeaderboardRow[] | null } {
  const { backend } = useData();
  const { problems, source } = useProblems();
  const [contributors, setContributors] = useState<Contributors | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const users = await backend.getTopContributors(LEADERBOARD_USERS);
        const rewards = await Promise.all(
          users.map((user) =>
            backend.getAdRewards(user.uid).catch((error: unknown) => {
              console.error('[leaderboard] ad rewards failed for', user.uid, error);
              return [];
            }),
          ),
        );
        if (!cancelled) {
          const byUser = new Map(users.map((user, i) => [user.uid, rewards[i] ?? []]));
          setContributors({ users, rewards: byUser, readAt: Date.now() });
        }
      } catch (error) {
        console.error('[leaderboard] contributors failed', error);
        if (!cancelled) setContributors({ users: [], rewards: new Map(), readAt: Date.now() });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [backend]);

  const rows = useMemo(() => {
    // Scores need the problems too: until they are known the table would be wrong, not empty.
    if (!contributors || source === 'none') return null;
    const byUid = new Map(contributors.users.map((user) => [user.uid, user]));
    const range = dateRangeFor({ period }, contributors.readAt);
    return scoreContributors([...byUid.keys()], problems, contributors.rewards, range).map((score) => ({
      ...score,
      user: byUid.get(score.uid)!,
    }));
  }, [contributors, problems, source, period]);

  return { rows };
}
