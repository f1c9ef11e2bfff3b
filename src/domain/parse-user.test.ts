import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAdReward, parseUser } from './parse-user';

describe('parseUser', () => {
  it('reads a stored profile', () => {
    const result = parseUser('u-thandi', {
      email: 'thandi@example.org',
      displayName: 'Thandi Mokoena',
      realName: 'Thandi Mokoena',
      nickname: 'PotholeQueen',
      useNickname: true,
      reportsCount: 7,
      isAnonymous: false,
      lastActive: '2026-11-20T08:15:00Z',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        uid: 'u-thandi',
        email: 'thandi@example.org',
        displayName: 'Thandi Mokoena',
        realName: 'Thandi Mokoena',
        nickname: 'PotholeQueen',
        useNickname: true,
        reportsCount: 7,
        isAnonymous: false,
        lastActive: Date.UTC(2026, 10, 20, 8, 15),
      },
    });
  });

  it('defaults what is missing or wrong-typed', () => {
    const result = parseUser('u-x', { reportsCount: 'many', useNickname: 'yes', isAnonymous: 1, email: 5 });
    expect(result.ok && result.value).toMatchObject({ reportsCount: 0, useNickname: false, isAnonymous: false, email: '5' });
  });

  it('skips a user with no id or body', () => {
    expect(parseUser(undefined, {}).ok).toBe(false);
    expect(parseUser('u-y', [1, 2]).ok).toBe(false);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), fc.anything({ withDate: true }), (id, data) => void parseUser(id, data)), {
      numRuns: 3000,
    });
  });
});

describe('parseAdReward', () => {
  it('reads points and timestamp, defaulting bad points to 0', () => {
    expect(parseAdReward('r1', { points: 10, timestamp: '2026-11-19T10:00:00Z' })).toEqual({
      ok: true,
      value: { id: 'r1', points: 10, timestamp: Date.UTC(2026, 10, 19, 10) },
    });
    expect(parseAdReward('r2', { points: 'ten' })).toEqual({ ok: true, value: { id: 'r2', points: 0, timestamp: null } });
    expect(parseAdReward('r3', 'x').ok).toBe(false);
  });
});
