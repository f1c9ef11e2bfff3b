import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '../../../domain/model';
import { t } from '../../../messages/i18n';
import { reporterName } from './reporter-name';

const problem = { reportedBy: 'StreetSmartZA', reportedByUserId: 'u-anele' };
const profile: PublicProfile = { uid: 'u-anele', displayName: 'Anele Dlamini', reportsCount: 3, isAnonymous: false, adRewardDays: [] };

describe('reporterName', () => {
  it('shows the name stored on the report while the user record loads', () => {
    expect(reporterName(problem, { state: 'loading' })).toBe('StreetSmartZA');
  });

  it('shows "Anonymous" while loading when the report stored no name', () => {
    expect(reporterName({ ...problem, reportedBy: '  ' }, { state: 'loading' })).toBe(t('names.anonymous'));
  });

  it('shows the public profile\'s name (already by the display-name rule) once it is read', () => {
    expect(reporterName(problem, { state: 'done', profile })).toBe('Anele Dlamini');
    expect(reporterName(problem, { state: 'done', profile: { ...profile, displayName: 'StreetSmartZA' } })).toBe('StreetSmartZA');
  });

  it('falls back to "User" or "Anonymous User" for a profile without a name', () => {
    const nameless = { ...profile, displayName: null };
    expect(reporterName(problem, { state: 'done', profile: nameless })).toBe(t('names.user'));
    expect(reporterName(problem, { state: 'done', profile: { ...nameless, isAnonymous: true } })).toBe(t('names.anonymousUser'));
  });

  it('says "Unknown User" when the user record is missing', () => {
    expect(reporterName(problem, { state: 'done', profile: null })).toBe(t('names.unknownUser'));
    expect(t('names.unknownUser')).toBe('Unknown User');
  });

  it('says "Unknown User" at once when the report names no user id', () => {
    expect(reporterName({ ...problem, reportedByUserId: '' }, { state: 'loading' })).toBe(t('names.unknownUser'));
  });

  it('keeps the stored name when reading the record failed', () => {
    expect(reporterName(problem, { state: 'failed' })).toBe('StreetSmartZA');
  });
});
