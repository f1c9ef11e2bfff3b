/**
 * How many people have contributed: of the top 100 public profiles by
 * reportsCount (docs/product-behaviour.md §9.2), those with at least one
 * report. Counted from the saved list first, so the number shows offline.
 * Null while loading and when it cannot be read (errors are logged only).
 */
import { HOME_CONTRIBUTOR_SAMPLE } from '../../domain/constants';
import { useTopContributors } from '../../shared/contributors/use-top-contributors';

export function useContributorCount(): number | null {
  const { contributors } = useTopContributors('home', HOME_CONTRIBUTOR_SAMPLE);
  return contributors ? contributors.profiles.filter((profile) => profile.reportsCount > 0).length : null;
}
