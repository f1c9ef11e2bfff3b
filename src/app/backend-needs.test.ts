import { describe, expect, it } from 'vitest';
import type { AuthAccount } from '../data/backend';
import { backendNeeds, pageNeedsBackend } from './backend-needs';

const THANDI: AuthAccount = { uid: 'u-thandi', email: 'thandi@example.org', displayName: 'Thandi', isAnonymous: false };

describe('what a page needs of the backend', () => {
  it('a static page needs neither Firestore nor Auth, whoever is remembered', () => {
    for (const path of ['/about', '/privacy-policy', '/data-deletion-guide', '/download', '/no-such-page']) {
      for (const remembered of [undefined, null, THANDI]) expect(backendNeeds(path, remembered)).toEqual({ data: false, auth: 'no' });
      expect(pageNeedsBackend(path)).toBe(false);
    }
  });

  it('a remembered guest on a data page gets the data now and Auth later', () => {
    for (const path of ['/', '/map', '/home', '/leaderboard', '/glance']) expect(backendNeeds(path, null)).toEqual({ data: true, auth: 'later' });
  });

  it('a data page loads Auth at once to confirm a remembered user or to learn who a first visitor is', () => {
    expect(backendNeeds('/home', THANDI)).toEqual({ data: true, auth: 'now' });
    expect(backendNeeds('/', undefined)).toEqual({ data: true, auth: 'now' });
  });

  it('sign-in and the profile need Auth at once, even for a remembered guest', () => {
    expect(backendNeeds('/login', null)).toEqual({ data: false, auth: 'now' });
    expect(backendNeeds('/profile', null)).toEqual({ data: true, auth: 'now' });
    expect(pageNeedsBackend('/login')).toBe(true);
  });

  it('reads a path with a trailing slash as the page it names', () => {
    expect(backendNeeds('/home/', null)).toEqual({ data: true, auth: 'later' });
    expect(backendNeeds('/about/', null)).toEqual({ data: false, auth: 'no' });
  });
});
