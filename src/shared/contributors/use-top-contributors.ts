/**
 * The top public profiles by reportsCount, for home's contributor count (top
 * 100; the leaderboard asks the server for its board), through the one saved-then-live
 * primitive: the last list read for `key` shows first, so it works offline,
 * and it reads again when the connection returns. A failed read is logged
 * only: a saved list stays, and `failed` says there is nothing to show.
 */
import { startTransition, useEffect, useState } from 'react';
import { useData } from '../data-context';
import { savedThenLive } from '../../data/saved-then-live';
import type { ContributorsKey, Contributors } from '../../data/snapshot-store';
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

  // `online`: read again when the connection comes back.
  useEffect(
    () =>
      savedThenLive<Contributors>(
        {
          loadSaved: () => snapshots.loadContributors(key),
          live: (_saved, next, fail) => {
            let cancelled = false;
            backend.getTopContributors(count).then(
              (profiles) => !cancelled && next(profiles, { fromCache: false }),
              (error: unknown) => !cancelled && fail(error instanceof Error ? error : new Error(String(error))),
            );
            return () => {
              cancelled = true;
            };
          },
          save: (profiles) => void snapshots.saveContributors(key, profiles),
        },
        (known) => {
          // "Today" of a saved board means today, not the day it was saved. A transition,
          // drawn in slices (problems-context.tsx says why).
          startTransition(() => {
            setContributors({ profiles: known.value, readAt: Date.now() });
            if (known.source === 'server') setFailed(false);
          });
        },
        (error) => {
          console.error(`[${key}] contributors failed`, error);
          setFailed(true);
        },
      ),
    [backend, snapshots, key, count, online],
  );

  return { contributors, failed };
}
