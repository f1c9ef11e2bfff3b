/**
 * How many people have contributed: of the top 100 users by reportsCount (the
 * spec's read for this count), those with at least one report. Null while
 * loading; errors are logged only and show as unknown.
 */
import { useEffect, useState } from 'react';
import { useData } from '../../app/data-context';
import { HOME_CONTRIBUTOR_SAMPLE } from '../../domain/constants';

export function useContributorCount(): number | null {
  const { backend } = useData();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    backend
      .getTopContributors(HOME_CONTRIBUTOR_SAMPLE)
      .then((users) => {
        if (!cancelled) setCount(users.filter((user) => user.reportsCount > 0).length);
      })
      .catch((error: unknown) => console.error('[home] contributor count failed', error));
    return () => {
      cancelled = true;
    };
  }, [backend]);
  return count;
}
