/**
 * How many people have contributed: of the top 100 public profiles by
 * reportsCount (the spec's read for this count), those with at least one
 * report. The last list read is saved and counted first, so the number shows
 * offline; it reads again when the connection returns. Null while loading;
 * errors are logged only.
 */
import { useEffect, useState } from 'react';
import { useData } from '../../app/data-context';
import { HOME_CONTRIBUTOR_SAMPLE } from '../../domain/constants';
import type { PublicProfile } from '../../domain/model';
import { useOnline } from '../connection/use-online';

const contributorsIn = (profiles: readonly PublicProfile[]) => profiles.filter((profile) => profile.reportsCount > 0).length;

export function useContributorCount(): number | null {
  const { backend, snapshots } = useData();
  const online = useOnline();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    let fresh = false;
    void snapshots.loadContributors('home').then((saved) => {
      if (saved && !cancelled && !fresh) setCount(contributorsIn(saved.value));
    });
    backend
      .getTopContributors(HOME_CONTRIBUTOR_SAMPLE)
      .then((profiles) => {
        if (cancelled) return;
        fresh = true;
        setCount(contributorsIn(profiles));
        void snapshots.saveContributors('home', profiles);
      })
      .catch((error: unknown) => console.error('[home] contributor count failed', error));
    return () => {
      cancelled = true;
    };
    // `online`: read again when the connection comes back.
  }, [backend, snapshots, online]);
  return count;
}
