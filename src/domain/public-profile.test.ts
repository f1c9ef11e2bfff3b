import { describe, expect, it } from 'vitest';
import { parsePublicProfile, projectPublicProfile, rewardDaysOfRaw } from './public-profile';


describe('projectPublicProfile', () => {
  it('keeps the public name, the counts and the reward totals per day, nothing else', () => {
    const days = rewardDaysOfRaw([
      { id: 'r1', data: { points: 10, timestamp: '2026-11-19T10:00:00Z', adUnit: 'secret-unit', email: 'x@y.z' } },
      { id: 'r2', data: { points: 5, timestamp: '2026-11-20T10:00:00Z' } },
      { id: 'r3', data: { points: 2.5, timestamp: '2026-11-20T21:59:59Z' } },
    ]);
    const projection = projectPublicProfile(
      'u-thandi',
      {
        email: 'thandi@example.org', realName: 'Thandi Mokoena', nickname: 'PotholeQueen', useNickname: true,
        reportsCount: 7, isAnonymous: false, lastActive: '2026-11-20T08:15:00Z', phone: '+27 82 000 0000',
      },
      days,
    );
    expect(projection).toEqual({
      displayName: 'PotholeQueen',
      reportsCount: 7,
      isAnonymous: false,
      adRewardDays: [
        { day: '2026-11-20', points: 7.5, count: 2 },
        { day: '2026-11-19', points: 10, count: 1 },
      ],
    });
    // No time of day, no email, no private field.
    expect(JSON.stringify(projection)).not.toMatch(/thandi@|Mokoena|secret-unit|\+27|T\d\d:/u);
  });

  it('stores no name (no words of any language) where the rule would show the email or there is none', () => {
    expect(projectPublicProfile('u-1', { email: 'lerato.k@example.org', reportsCount: 2 }, [])?.displayName).toBeNull();
    expect(projectPublicProfile('u-2', { email: 'a@b.c', isAnonymous: true }, [])?.displayName).toBeNull();
  });

  it('repairs malformed fields instead of failing, and leaves out rewards without a time', () => {
    const days = rewardDaysOfRaw([{ id: 'r', data: 'junk' }, { id: 'r2', data: { points: 'x' } }, { id: 'r3', data: { points: 3, timestamp: 'not a date' } }]);
    expect(projectPublicProfile('u-bad', { reportsCount: null, isAnonymous: 'yes' }, days)).toEqual({
      displayName: null,
      reportsCount: 0,
      isAnonymous: false,
      adRewardDays: [],
    });
  });

  it('gives no projection for a user record that is not an object', () => {
    expect(projectPublicProfile('u-x', null, [])).toBeNull();
    expect(projectPublicProfile('u-x', ['a'], [])).toBeNull();
  });
});

describe('parsePublicProfile', () => {
  it('reads what the projection stores', () => {
    expect(parsePublicProfile('u-1', { displayName: 'Sipho', reportsCount: 3, isAnonymous: false, adRewardDays: [{ day: '2026-11-19', points: 4, count: 2 }] })).toEqual({
      ok: true,
      value: { uid: 'u-1', displayName: 'Sipho', reportsCount: 3, isAnonymous: false, adRewardDays: [{ day: '2026-11-19', points: 4, count: 2 }] },
    });
  });

  it('turns a projection of the old shape (exact reward times) into day totals', () => {
    const old = { displayName: 'Sipho', adRewards: [{ points: 4, timestamp: { seconds: Date.UTC(2026, 10, 19, 8) / 1000, nanoseconds: 0 } }, { points: 1, timestamp: null }] };
    expect(parsePublicProfile('u-1', old)).toMatchObject({ value: { adRewardDays: [{ day: '2026-11-19', points: 4, count: 1 }] } });
  });

  it('repairs wrong types and skips records without an id or a body', () => {
    expect(parsePublicProfile('u-2', { displayName: 5, reportsCount: -1, adRewardDays: 'many' })).toMatchObject({
      ok: true,
      value: { displayName: '5', reportsCount: 0, adRewardDays: [] },
    });
    expect(parsePublicProfile('u-3', { adRewardDays: [null, 'x', { day: 'soon' }, { day: '2026-11-19', points: '2' }] })).toMatchObject({
      value: { adRewardDays: [{ day: '2026-11-19', points: 2, count: 0 }] },
    });
    expect(parsePublicProfile(undefined, {}).ok).toBe(false);
    expect(parsePublicProfile('u-4', 'text').ok).toBe(false);
  });
});
