import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PUBLIC_AD_REWARDS, parsePublicProfile, projectPublicProfile } from './public-profile';

const fallbacks = { user: 'User', anonymousUser: 'Anonymous User' };
const at = (iso: string) => Date.parse(iso);

describe('projectPublicProfile', () => {
  it('keeps the public name, the counts and the ad rewards, nothing else', () => {
    const projection = projectPublicProfile(
      'u-thandi',
      {
        email: 'thandi@example.org', realName: 'Thandi Mokoena', nickname: 'PotholeQueen', useNickname: true,
        reportsCount: 7, isAnonymous: false, lastActive: '2026-11-20T08:15:00Z', phone: '+27 82 000 0000',
      },
      [
        { id: 'r1', data: { points: 10, timestamp: '2026-11-19T10:00:00Z', adUnit: 'secret-unit', email: 'x@y.z' } },
        { id: 'r2', data: { points: 5, timestamp: '2026-11-20T10:00:00Z' } },
      ],
      fallbacks,
    );
    expect(projection).toEqual({
      displayName: 'PotholeQueen',
      reportsCount: 7,
      isAnonymous: false,
      adRewards: [
        { points: 5, timestamp: at('2026-11-20T10:00:00Z') },
        { points: 10, timestamp: at('2026-11-19T10:00:00Z') },
      ],
    });
    expect(JSON.stringify(projection)).not.toMatch(/thandi@|Mokoena|secret-unit|\+27/u);
  });

  it('uses the neutral fallback where the rule would show the email', () => {
    expect(projectPublicProfile('u-1', { email: 'lerato.k@example.org', reportsCount: 2 }, [], fallbacks)?.displayName).toBe('User');
    expect(projectPublicProfile('u-2', { email: 'a@b.c', isAnonymous: true }, [], fallbacks)?.displayName).toBe('Anonymous User');
  });

  it('repairs malformed fields instead of failing', () => {
    expect(projectPublicProfile('u-bad', { reportsCount: null, isAnonymous: 'yes' }, [{ id: 'r', data: 'junk' }, { id: 'r2', data: { points: 'x' } }], fallbacks)).toEqual({
      displayName: 'User',
      reportsCount: 0,
      isAnonymous: false,
      adRewards: [{ points: 0, timestamp: null }],
    });
  });

  it('gives no projection for a user record that is not an object', () => {
    expect(projectPublicProfile('u-x', null, [], fallbacks)).toBeNull();
    expect(projectPublicProfile('u-x', ['a'], [], fallbacks)).toBeNull();
  });

  it('keeps only the newest rewards beyond the cap, in one order whatever the input order', () => {
    const rewards = Array.from({ length: MAX_PUBLIC_AD_REWARDS + 5 }, (_, i) => ({ id: `r${i}`, data: { points: 1, timestamp: i * 1000 } }));
    const kept = projectPublicProfile('u', {}, rewards, fallbacks)!.adRewards;
    expect(kept).toHaveLength(MAX_PUBLIC_AD_REWARDS);
    expect(kept[0]!.timestamp).toBe((MAX_PUBLIC_AD_REWARDS + 4) * 1000);
    fc.assert(
      fc.property(fc.shuffledSubarray(rewards.slice(0, 30), { minLength: 30 }), (shuffled) => {
        expect(projectPublicProfile('u', {}, shuffled, fallbacks)!.adRewards).toEqual(projectPublicProfile('u', {}, rewards.slice(0, 30), fallbacks)!.adRewards);
      }),
    );
  });
});

describe('parsePublicProfile', () => {
  it('reads what the projection stores', () => {
    expect(parsePublicProfile('u-1', { displayName: 'Sipho', reportsCount: 3, isAnonymous: false, adRewards: [{ points: 4, timestamp: { seconds: 10, nanoseconds: 0 } }] })).toEqual({
      ok: true,
      value: { uid: 'u-1', displayName: 'Sipho', reportsCount: 3, isAnonymous: false, adRewards: [{ points: 4, timestamp: 10_000 }] },
    });
  });

  it('repairs wrong types and skips records without an id or a body', () => {
    expect(parsePublicProfile('u-2', { displayName: 5, reportsCount: -1, adRewards: 'many' })).toMatchObject({
      ok: true,
      value: { displayName: '5', reportsCount: 0, adRewards: [] },
    });
    expect(parsePublicProfile('u-3', { adRewards: [null, 'x', { points: '2' }] })).toMatchObject({ value: { adRewards: [{ points: 2, timestamp: null }] } });
    expect(parsePublicProfile(undefined, {}).ok).toBe(false);
    expect(parsePublicProfile('u-4', 'text').ok).toBe(false);
  });
});
