/**
 * The top public profiles by reportsCount, for the leaderboard (top 20) and
 * home's contributor count (top 100). The last list read for `key` is saved
 * and shown first, so both work offline; it reads again when the connection
 * returns. A failed read is logged only: a saved list stays, and `failed`
 * says there is nothing to show.
 */
import { useEffect, useState } from 'react';
import { useData } from '../../app/data-context';
import type { ContributorsKey } from '../../data/snapshot-store';
import type { PublicProfile } from '../../domain/model';
import { useOnline } from '../connection/use-online';

export interface TopContributors {
  readonly profiles: readonly PublicProfile[];
  /** When they were read (a saved list counts as read now): periods such as "Today" are taken relative to it. */
  readonly readAt: number;
}

export function useTopContributors(key: ContributorsKey, count: number): { contributors: TopContributors | null; failed: boolean } {
  const { backend, snapshots } = useData();
  const online = useOnline();
  const [contributors, setContributors] = useState<TopContributors | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let fresh = false;
    void snapshots.loadContributors(key).then((saved) => {
      // "Today" of a saved board means today, not the day it was saved.
      if (saved && !cancelled && !fresh) setContributors((current) => current ?? { profiles: saved.value, readAt: Date.now() });
    });
    backend
      .getTopContributors(count)
      .then((profiles) => {
        if (cancelled) return;
        fresh = true;
        setContributors({ profiles, readAt: Date.now() });
        setFailed(false);
        void snapshots.saveContributors(key, profiles);
      })
      .catch((error: unknown) => {
        console.error(`[${key}] contributors failed`, error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
    // `online`: read again when the connection comes back.
  }, [backend, snapshots, key, count, online]);

  return { contributors, failed };
}
