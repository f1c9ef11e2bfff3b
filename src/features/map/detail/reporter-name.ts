/**
 * Who "Reported by" names (docs/product-behaviour.md §3.5): the reporter's public profile
 * (`publicProfiles`, whose name already follows the display-name rule) once it
 * is read; "Unknown User" when there is no record; the name stored on the
 * report while reading, or when reading failed.
 */
import type { Problem, PublicProfile } from '../../../domain/model';
import { t } from '../../../messages/i18n';
import { storedNameLabel } from '../../../messages/problem-words';
import { publicProfileName } from '../../../shared/account/user-name';

/** Where the lookup of the reporter's user record stands. */
export type ReporterLookup =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'done'; readonly profile: PublicProfile | null };

export function reporterName(problem: Pick<Problem, 'reportedBy' | 'reportedByUserId'>, lookup: ReporterLookup): string {
  if (problem.reportedByUserId.trim() === '') return t('names.unknownUser');
  if (lookup.state !== 'done') return storedNameLabel(problem.reportedBy.trim()) || t('names.anonymous');
  if (!lookup.profile) return t('names.unknownUser');
  return publicProfileName(lookup.profile);
}
