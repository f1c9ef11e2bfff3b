/**
 * Reads the top contributors by reportsCount from their public profiles (which
 * carry their ad rewards, so the whole table costs one query), then scores them
 * for the period with the domain rule (one pass over the problems) and re-sorts
 * by points. The last profiles read are saved and painted first, so the board
 * shows offline; it reads again when the connection returns. Data load errors
 * are logged only (spec section 8).
 */
import { useEffect, useMemo, useState } from 'react';
import { useData } from '../../app/data-context';
import { LEADERBOARD_USERS } from '../../domain/constants';
import { dateRangeFor, type DatePeriod } from '../../domain/date-range';
import type { PublicProfile } from '../../domain/model';
import { scoreContributors, type ContributorScore } from '../../domain/scoring';
import { useOnline } from '../connection/use-online';
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
  const { backend, snapshots } = useData();
  const { problems, source } = useProblems();
  const online = useOnline();
  const [contributors, setContributors] = useState<Contributors | null>(null);

  useEffect(() => {
    let cancelled = false;
    let fresh = false;
    void snapshots.loadContributors('leaderboard').then((saved) => {
      // "Today" of a saved board means today, not the day it was saved.
      if (saved && !cancelled && !fresh) setContributors((current) => current ?? { profiles: saved.value, readAt: Date.now() });
    });
    backend
      .getTopContributors(LEADERBOARD_USERS)
      .then((profiles) => {
        if (cancelled) return;
        fresh = true;
        setContributors({ profiles, readAt: Date.now() });
        void snapshots.saveContributors('leaderboard', profiles);
      })
      .catch((error: unknown) => {
        console.error('[leaderboard] contributors failed', error);
        // A saved board stays; with none, the empty state shows.
        if (!cancelled) setContributors((current) => current ?? { profiles: [], readAt: Date.now() });
      });
    return () => {
      cancelled = true;
    };
    // `online`: read again when the connection comes back.
  }, [backend, snapshots, online]);

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
