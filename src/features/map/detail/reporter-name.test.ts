import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../domain/model';
import { messages } from '../../../messages';
import { reporterName } from './reporter-name';

const problem = { reportedBy: 'StreetSmartZA', reportedByUserId: 'u-anele' };
const profile: UserProfile = {
  uid: 'u-anele',
  email: 'anele@example.com',
  displayName: 'Anele D',
  realName: 'Anele Dlamini',
  nickname: 'StreetSmartZA',
  useNickname: false,
  reportsCount: 3,
  isAnonymous: false,
  lastActive: null,
};

describe('reporterName', () => {
  it('shows the name stored on the report while the user record loads', () => {
    expect(reporterName(problem, { state: 'loading' })).toBe('StreetSmartZA');
  });

  it('shows "Anonymous" while loading when the report stored no name', () => {
    expect(reporterName({ ...problem, reportedBy: '  ' }, { state: 'loading' })).toBe(messages.names.anonymous);
  });

  it('follows the display-name rule once the record is read', () => {
    expect(reporterName(problem, { state: 'done', profile })).toBe('Anele Dlamini');
    expect(reporterName(problem, { state: 'done', profile: { ...profile, useNickname: true } })).toBe('StreetSmartZA');
  });

  it('falls back to "User" or "Anonymous User" for a record without any name', () => {
    const nameless = { ...profile, email: null, displayName: null, realName: null, nickname: null };
    expect(reporterName(problem, { state: 'done', profile: nameless })).toBe(messages.names.user);
    expect(reporterName(problem, { state: 'done', profile: { ...nameless, isAnonymous: true } })).toBe(messages.names.anonymousUser);
  });

  it('says "Unknown User" when the user record is missing', () => {
    expect(reporterName(problem, { state: 'done', profile: null })).toBe(messages.names.unknownUser);
    expect(messages.names.unknownUser).toBe('Unknown User');
  });

  it('says "Unknown User" at once when the report names no user id', () => {
    expect(reporterName({ ...problem, reportedByUserId: '' }, { state: 'loading' })).toBe(messages.names.unknownUser);
  });

  it('keeps the stored name when reading the record failed', () => {
    expect(reporterName(problem, { state: 'failed' })).toBe('StreetSmartZA');
  });
});
