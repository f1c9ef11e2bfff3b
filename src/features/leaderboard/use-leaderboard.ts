/**
 * The board for the chosen period, as the server works it out
 * (`/data/leaderboard`: the top contributors by reportsCount, scored from
 * stats the Cloud Functions keep, re-sorted by points): the device never sees a
 * report's voters. Each period's last answer is saved under its days and painted
 * first, so every period a visitor has seen shows offline; it asks again when
 * the connection returns. A failure is logged only (docs/product-behaviour.md §8.1):
 * a saved board stays, and with none `failed` says so.
 */
import { useEffect, useState } from 'react';
import { fetchLeaderboard } from '../../data/leaderboard-file';
import { savedThenLive } from '../../data/saved-then-live';
import { dateRangeFor, type DateFilter } from '../../domain/date-range';
import { leaderboardKey } from '../../domain/leaderboard-query';
import type { LeaderboardRow } from '../../domain/leaderboard-stats';
import { useOnline } from '../../shared/connection/use-online';
import { useData } from '../../shared/data-context';

export type { LeaderboardRow };

/** `rows` is null until the saved or the live board is known; `failed` when neither could be had. */
export function useLeaderboard(filter: DateFilter): { rows: LeaderboardRow[] | null; failed: boolean } {
  const { snapshots } = useData();
  const online = useOnline();
  // Each answer is kept with the filter it answers, so a board never shows under another period.
  const [board, setBoard] = useState<{ filter: DateFilter; rows: LeaderboardRow[] } | null>(null);
  const [failedFor, setFailedFor] = useState<DateFilter | null>(null);

  // `online`: ask again when the connection comes back.
  useEffect(() => {
    // "Today" means the day it is asked, not the day a board was saved.
    const range = dateRangeFor(filter, Date.now());
    const key = leaderboardKey(range);
    return savedThenLive<LeaderboardRow[]>(
      {
        loadSaved: () => snapshots.loadLeaderboard(key),
        live: (_saved, next, fail) => {
          const controller = new AbortController();
          fetchLeaderboard(range, controller.signal).then(
            (rows) => next(rows, { fromCache: false }),
            (error: unknown) => !controller.signal.aborted && fail(error instanceof Error ? error : new Error(String(error))),
          );
          return () => controller.abort();
        },
        save: (rows) => void snapshots.saveLeaderboard(key, rows),
      },
      (known) => {
        setBoard({ filter, rows: known.value });
        if (known.source === 'server') setFailedFor(null);
      },
      (error) => {
        console.error('[leaderboard] the board could not be read', error);
        setFailedFor(filter);
      },
    );
  }, [snapshots, filter, online]);

  const shown = board?.filter === filter ? board.rows : null;
  return { rows: shown, failed: shown === null && failedFor === filter };
}
