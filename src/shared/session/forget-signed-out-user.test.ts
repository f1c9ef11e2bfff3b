// Sign-out of every kind forgets the user's private data, with recording stand-ins for the
// backend and the snapshot store (unit-test doubles: what is under test is that each
// step runs, whatever fails; the browser test tests/e2e/sign-out.spec.ts covers the real storage).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSignedOutUser, signOutAndForget } from './forget-signed-out-user';

function device({ signOutFails = false, forgetFails = false } = {}) {
  const log: string[] = [];
  return {
    log,
    backend: {
      signOut: async () => {
        log.push('signOut');
        if (signOutFails) throw new Error('auth/internal-error');
      },
      forgetPrivateData: async () => {
        log.push('forgetPrivateData');
        if (forgetFails) throw new Error('blocked');
      },
    },
    snapshots: {
      deleteProfiles: async () => {
        log.push('deleteProfiles');
      },
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('signing out with the button', () => {
  it('signs out and forgets the saved profiles', async () => {
    const { log, ...parts } = device();
    await signOutAndForget(parts);
    expect(log).toEqual(['signOut', 'deleteProfiles']);
  });

  it('forgets the saved profiles even when signOut() fails, and does not fail itself', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { log, ...parts } = device({ signOutFails: true });
    await expect(signOutAndForget(parts)).resolves.toBeUndefined();
    expect(log).toEqual(['signOut', 'deleteProfiles']);
    expect(error).toHaveBeenCalled();
  });
});

describe('a sign-out the identity service made (revoked token, deleted account)', () => {
  it("forgets the saved profiles and Firestore's copy", async () => {
    const { log, ...parts } = device();
    await forgetSignedOutUser(parts);
    expect(log.sort()).toEqual(['deleteProfiles', 'forgetPrivateData']);
  });

  it("still forgets the profiles when emptying Firestore's copy fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { log, ...parts } = device({ forgetFails: true });
    await expect(forgetSignedOutUser(parts)).resolves.toBeUndefined();
    expect(log).toContain('deleteProfiles');
  });
});
