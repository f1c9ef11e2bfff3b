// The own-profile follower with recording stand-ins for the backend and the
// snapshot store (unit-test doubles: what is under test is the order of the
// saved and live copies, and that the owner-only read waits for confirmation).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../data/backend';
import type { SnapshotStore } from '../../data/snapshot-store';
import type { UserProfile } from '../../domain/model';
import { followOwnProfile, PROFILE_RETRY_DELAYS_MS } from './own-profile';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const profile = (uid: string, nickname: string): UserProfile =>
  ({ uid, email: `${uid}@example.org`, displayName: null, realName: null, nickname, useNickname: true, reportsCount: 1, isAnonymous: false, lastActive: null }) as UserProfile;

function world({ refusals = 0 } = {}) {
  const reads: string[] = [];
  const saved: UserProfile[] = [];
  let refused = 0;
  const backend = {
    getUserProfile: async (uid: string) => {
      reads.push(uid);
      if (refused < refusals) {
        refused += 1;
        throw new Error('Missing or insufficient permissions.');
      }
      return profile(uid, 'live');
    },
  } as unknown as Backend;
  const snapshots = {
    loadProfile: async (uid: string) => (uid === 'u-1' ? { savedAt: 1, value: profile(uid, 'saved') } : null),
    saveProfile: async (value: UserProfile) => void saved.push(value),
  } as unknown as SnapshotStore;
  const shown: string[] = [];
  const own = followOwnProfile({ backend, snapshots }, (uid, value) => shown.push(`${uid}:${value.nickname}`));
  return { own, reads, saved, shown };
}

describe('the own profile', () => {
  it('paints the saved copy at once, and reads the server only once the account is confirmed', async () => {
    const { own, reads, saved, shown } = world();
    own.follow('u-1');
    await settle();
    expect(shown).toEqual(['u-1:saved']);
    expect(reads).toEqual([]);
    own.confirm('u-1');
    own.follow('u-1'); // the identity service's answer for the remembered account changes nothing
    await settle();
    expect(shown).toEqual(['u-1:saved', 'u-1:live']);
    expect(reads).toEqual(['u-1']);
    expect(saved.map((p) => p.uid)).toEqual(['u-1']);
  });

  it('a remembered account the identity service does not confirm is never read', async () => {
    const { own, reads, shown } = world();
    own.follow('u-1');
    await settle();
    own.confirm('u-2');
    own.follow('u-2');
    await settle();
    expect(reads).toEqual(['u-2']);
    expect(shown).toEqual(['u-1:saved', 'u-2:live']);
    own.confirm(null);
    await settle();
    expect(reads).toEqual(['u-2']);
  });

  describe('a refused read', () => {
    afterEach(() => vi.useRealTimers());

    it('is tried again, so a profile refused just after a sign-in still arrives', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { own, reads, shown } = world({ refusals: 2 });
      own.follow('u-2');
      own.confirm('u-2');
      await vi.advanceTimersByTimeAsync(0);
      expect(reads).toEqual(['u-2']);
      expect(shown).toEqual([]);
      await vi.advanceTimersByTimeAsync(PROFILE_RETRY_DELAYS_MS[0] + PROFILE_RETRY_DELAYS_MS[1]);
      expect(reads).toEqual(['u-2', 'u-2', 'u-2']);
      expect(shown).toEqual(['u-2:live']);
    });

    it('keeps the basic user after the last try, and stops trying once the account is no longer followed', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
      const endless = world({ refusals: 99 });
      endless.own.follow('u-2');
      endless.own.confirm('u-2');
      await vi.advanceTimersByTimeAsync(PROFILE_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) + 1);
      expect(endless.reads).toHaveLength(PROFILE_RETRY_DELAYS_MS.length + 1);
      expect(endless.shown).toEqual([]);
      expect(failed).toHaveBeenCalledTimes(1);

      const left = world({ refusals: 99 });
      left.own.follow('u-2');
      left.own.confirm('u-2');
      await vi.advanceTimersByTimeAsync(0);
      left.own.stop();
      await vi.advanceTimersByTimeAsync(PROFILE_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) + 1);
      expect(left.reads).toEqual(['u-2']);
    });
  });
});
