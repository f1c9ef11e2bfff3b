/**
 * Reads the top contributors by reportsCount from their public profiles (which
 * carry their ad rewards, so the whole table costs one query), then scores them
 * for the period with the domain rule (one pass over the problems) and re-sorts
 * by points. The last profiles read are saved and painted first, so the board
 * shows offline; it reads again when the connection returns. Data load errors
 * are logged only (docs/product-behaviour.md §8.1).
 */
import { useMemo } from 'react';
import { LEADERBOARD_USERS } from '../../domain/constants';
import { dateRangeFor, type DatePeriod } from '../../domain/date-range';
import type { PublicProfile } from '../../domain/model';
import { scoreContributors, type ContributorScore } from '../../domain/scoring';
import { useProblems } from '../../shared/problems/problems-context';
import { useTopContributors, type TopContributors } from '../../shared/contributors/use-top-contributors';

export interface LeaderboardRow extends ContributorScore {
  readonly profile: PublicProfile;
}

/** A failed read with nothing saved shows the empty state. */
const NONE: TopContributors = { profiles: [], readAt: 0 };

export function useLeaderboard(period: DatePeriod): { rows: LeaderboardRow[] | null } {
  const { problems, source } = useProblems();
  const { contributors: read, failed } = useTopContributors('leaderboard', LEADERBOARD_USERS);
  const contributors = read ?? (failed ? NONE : null);

  const rows = useMemo(() => {
    // Scores need the problems too: until they are known the table would be wrong, not empty.
    if (!contributors || source === 'none') return null;
    const byUid = new Map(contributors.profiles.map((profile) => [profile.uid, profile]));
    const rewards = new Map(contributors.profiles.map((profile) => [profile.uid, profile.adRewardDays]));
    const range = dateRangeFor({ period }, contributors.readAt);
    return scoreContributors([...byUid.keys()], problems, rewards, range).map((score) => ({
      ...score,
      profile: byUid.get(score.uid)!,
    }));
  }, [contributors, problems, source, period]);

  return { rows };
}
