// The lazy backend with a recording stand-in for the real one (a unit-test
// double: what is under test is the deferral, not Firebase).
import { describe, expect, it, vi } from 'vitest';
import type { AuthAccount, Backend } from './backend';
import { createLazyBackend } from './lazy-backend';

const ACCOUNT: AuthAccount = { uid: 'u-1', email: 'a@b.c', displayName: null, isAnonymous: false };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function recordingBackend() {
  const log: string[] = [];
  const backend = {
    watchAuth: (listener: (account: AuthAccount | null) => void) => {
      log.push('watchAuth');
      listener(ACCOUNT);
      return () => log.push('unwatchAuth');
    },
    signIn: async () => {
      log.push('signIn');
      return ACCOUNT;
    },
    getTopContributors: async () => {
      log.push('getTopContributors');
      return [];
    },
  } as unknown as Backend;
  return { backend, log };
}

describe('lazy backend', () => {
  it('loads nothing until started, then attaches the subscriptions made before', async () => {
    const { backend, log } = recordingBackend();
    const load = vi.fn(async () => backend);
    const lazy = createLazyBackend(load);
    const heard: (AuthAccount | null)[] = [];
    lazy.watchAuth((account) => heard.push(account));
    const top = lazy.getTopContributors(20);
    await settle();
    expect(load).not.toHaveBeenCalled();
    lazy.start();
    await top;
    expect(load).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([ACCOUNT]);
    expect(log).toEqual(['watchAuth', 'getTopContributors']);
  });

  it('drops a subscription ended before the backend arrived', async () => {
    const { backend, log } = recordingBackend();
    const lazy = createLazyBackend(async () => backend);
    const heard: unknown[] = [];
    const stop = lazy.watchAuth((account) => heard.push(account));
    stop();
    lazy.start();
    await settle();
    expect(heard).toEqual([]);
    expect(log).toEqual([]);
  });

  it('loads at once for a user action, without waiting for the first paint', async () => {
    const { backend, log } = recordingBackend();
    const lazy = createLazyBackend(async () => backend);
    await expect(lazy.signIn('a@b.c', 'pw')).resolves.toEqual(ACCOUNT);
    expect(log).toEqual(['signIn']);
  });

  it('tells subscribers when it cannot load, and tries again on the next call', async () => {
    const { backend } = recordingBackend();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(backend);
    const lazy = createLazyBackend(load);
    const errors: Error[] = [];
    lazy.watchAuth(() => {}, (error) => errors.push(error));
    lazy.start();
    await settle();
    expect(errors.map((error) => error.message)).toEqual(['offline']);
    await expect(lazy.getTopContributors(5)).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
