// The lazy backend with recording stand-ins for its parts (unit-test doubles:
// what is under test is when each part loads, not Firebase).
import { describe, expect, it, vi } from 'vitest';
import type { AuthAccount, ProblemsListener } from './backend';
import type { AuthHalf, DataHalf, OwnDocuments } from './backend-halves';
import { createLazyBackend } from './lazy-backend';

const ACCOUNT: AuthAccount = { uid: 'u-1', email: 'a@b.c', displayName: null, isAnonymous: false };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function recordingHalves() {
  const log: string[] = [];
  const auth = {
    watchAuth: (listener: (account: AuthAccount | null) => void) => {
      log.push('watchAuth');
      listener(ACCOUNT);
      return () => log.push('unwatchAuth');
    },
    signIn: async () => {
      log.push('signIn');
      return ACCOUNT;
    },
    signOut: async () => {
      log.push('signOut');
    },
  } as unknown as AuthHalf;
  const data = {
    watchRecentProblems: (_count: number, listener: ProblemsListener) => {
      log.push('watchRecentProblems');
      listener.next([], { fromCache: false });
      return () => log.push('unwatchRecentProblems');
    },
    getTopContributors: async () => {
      log.push('getTopContributors');
      return [];
    },
  } as unknown as DataHalf;
  const own = {
    getUserProfile: async () => {
      log.push('getUserProfile');
      return null;
    },
    forgetCache: async () => {
      log.push('forgetCache');
    },
  } as unknown as OwnDocuments;
  return { auth, data, own, log };
}

function lazyWith(halves: ReturnType<typeof recordingHalves>) {
  const loadAuth = vi.fn(async () => {
    halves.log.push('load auth');
    return halves.auth;
  });
  const loadData = vi.fn(async () => {
    halves.log.push('load data');
    return halves.data;
  });
  const loadOwn = vi.fn(async () => {
    halves.log.push('load own');
    return halves.own;
  });
  return { lazy: createLazyBackend({ loadAuth, loadData, loadOwn }), loadAuth, loadData };
}

describe('lazy backend', () => {
  it('loads nothing until a half is started, then attaches what was asked before', async () => {
    const halves = recordingHalves();
    const { lazy, loadAuth, loadData } = lazyWith(halves);
    const heard: (AuthAccount | null)[] = [];
    let lists = 0;
    lazy.watchAuth((account) => heard.push(account));
    lazy.watchRecentProblems(10, { next: () => (lists += 1) });
    const top = lazy.getTopContributors(20);
    await settle();
    expect(loadAuth).not.toHaveBeenCalled();
    expect(loadData).not.toHaveBeenCalled();

    lazy.startData();
    await top;
    await settle();
    expect(lists).toBe(1);
    expect(loadAuth).not.toHaveBeenCalled(); // a guest reading the map needs no Auth
    expect(heard).toEqual([]);

    lazy.startAuth();
    await settle();
    expect(heard).toEqual([ACCOUNT]);
    expect(halves.log).toEqual(['load data', 'watchRecentProblems', 'getTopContributors', 'load auth', 'watchAuth']);
  });

  it('drops a subscription ended before its half arrived', async () => {
    const halves = recordingHalves();
    const { lazy } = lazyWith(halves);
    const stop = lazy.watchAuth(() => {});
    stop();
    lazy.startAuth();
    await settle();
    expect(halves.log).toEqual(['load auth']);
  });

  it('loads Auth at once for a sign-in, and not the data half', async () => {
    const halves = recordingHalves();
    const { lazy, loadData } = lazyWith(halves);
    await expect(lazy.signIn('a@b.c', 'pw')).resolves.toEqual(ACCOUNT);
    expect(halves.log).toEqual(['load auth', 'signIn']);
    expect(loadData).not.toHaveBeenCalled();
  });

  it('public reads never wait for Auth; a user\'s own documents are read once Auth is there, after the page started its data', async () => {
    const halves = recordingHalves();
    const { lazy, loadAuth } = lazyWith(halves);
    const profile = lazy.getUserProfile('u-1');
    await settle();
    expect(halves.log).toEqual([]);
    lazy.startData();
    await lazy.getTopContributors(5);
    await profile;
    // The public read did not wait for Auth; the own document came only after it.
    expect(halves.log.filter((entry) => entry !== 'getTopContributors')).toEqual(['load data', 'load auth', 'load own', 'getUserProfile']);
    expect(halves.log.indexOf('getTopContributors')).toBeLessThan(halves.log.indexOf('load own'));
    expect(loadAuth).toHaveBeenCalledTimes(1);
  });

  it('signing out also forgets what Firestore kept, loading the own-documents part for it, not the data half', async () => {
    const halves = recordingHalves();
    const { lazy, loadData } = lazyWith(halves);
    await lazy.signOut();
    expect(halves.log).toEqual(['load auth', 'signOut', 'load own', 'forgetCache']);
    expect(loadData).not.toHaveBeenCalled();
  });

  it("forgets what Firestore kept even when signing out fails, and says it failed", async () => {
    const halves = recordingHalves();
    (halves.auth as { signOut: () => Promise<void> }).signOut = async () => {
      halves.log.push('signOut');
      throw new Error('auth/internal-error');
    };
    const { lazy } = lazyWith(halves);
    await expect(lazy.signOut()).rejects.toThrow('auth/internal-error');
    expect(halves.log).toEqual(['load auth', 'signOut', 'load own', 'forgetCache']);
  });

  it('forgets what Firestore kept after a sign-out made elsewhere, through the own-documents part', async () => {
    const halves = recordingHalves();
    const { lazy, loadData } = lazyWith(halves);
    await lazy.forgetPrivateData();
    expect(halves.log).toEqual(['load auth', 'load own', 'forgetCache']);
    expect(loadData).not.toHaveBeenCalled();
  });

  it('tells subscribers when a half cannot load, and tries again on the next call', async () => {
    const halves = recordingHalves();
    const loadData = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(halves.data);
    const lazy = createLazyBackend({ loadAuth: async () => halves.auth, loadData, loadOwn: async () => halves.own });
    const errors: Error[] = [];
    lazy.watchRecentProblems(10, { next: () => {}, error: (error) => errors.push(error) });
    lazy.startData();
    await settle();
    expect(errors.map((error) => error.message)).toEqual(['offline']);
    await expect(lazy.getTopContributors(5)).resolves.toEqual([]);
    expect(loadData).toHaveBeenCalledTimes(2);
  });

  it('public reads still load when Auth cannot', async () => {
    const halves = recordingHalves();
    const lazy = createLazyBackend({ loadAuth: () => Promise.reject(new Error('offline')), loadData: async () => halves.data, loadOwn: async () => halves.own });
    lazy.startData();
    await expect(lazy.getTopContributors(5)).resolves.toEqual([]);
  });
});
