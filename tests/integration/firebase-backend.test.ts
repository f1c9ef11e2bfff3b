// The Firebase adapter against the real Auth and Firestore emulators: every
// read of docs/product-behaviour.md §7.2 and every identity call, on seeded data.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, disableNetwork, enableNetwork, getFirestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthFailure, type AuthAccount, type Backend } from '../../src/data/backend';
import { DEMO_PROJECT_ID } from '../../src/data/firebase-config';
import { firebaseUserMethods } from '../../src/data/firebase-users';
import { emulatorBackend, firstServerResult, seed } from './emulator-backend';

const fixture = {
  accounts: [{ uid: 'u-ann', email: 'ann@example.org', password: 'secret-ann-1', displayName: 'Ann Botha' }],
  users: [
    { id: 'u-ann', email: 'ann@example.org', realName: 'Ann Botha', reportsCount: 3, isAnonymous: false,
      adRewards: [
        { id: 'r1', points: 10, timestamp: '2026-11-01T10:00:00Z' },
        { id: 'r2', points: 20, timestamp: '2026-11-10T10:00:00Z' },
        { id: 'r3', points: 5, timestamp: '2026-11-20T10:00:00Z' },
      ] },
    { id: 'u-bob', nickname: 'Bob the Fixer', useNickname: true, reportsCount: 8 },
    { id: 'u-cat', isAnonymous: true, reportsCount: 1 },
    { id: 'u-bad', reportsCount: null },
  ],
  problems: [
    { id: 'p-1', type: 'Pothole', status: 'Active', reportedByUserId: 'u-ann', createdAt: '2026-11-01T08:00:00Z',
      coordinates: { latitude: -26.2, longitude: 28.05 }, confirmedBy: { 'u-bob': { timestamp: '2026-11-02T08:00:00Z' } },
      confirmations: 1, municipalReference: 'JHB-1' },
    { id: 'p-2', type: 'Water Leak', status: 'Resolved', reportedByUserId: 'u-ann', createdAt: '2026-11-05T08:00:00Z',
      resolvedAt: '2026-11-06T08:00:00Z', municipalRefNumber: 'JHB-2' },
    { id: 'p-3', type: 'Street Lights', status: 'In Progress', reportedByUserId: 'u-bob', createdAt: '2026-11-03T08:00:00Z' },
    { id: 'p-4', type: 'Guard Rails', status: 'Active', reportedByUserId: 'u-ann', createdAt: '2026-11-09T08:00:00Z',
      coordinates: 'somewhere in Soweto', confirmations: 'three' },
    { id: 'p-5', type: 'Pothole', status: 'Active', reportedByUserId: 'u-bob', createdAt: 'not a date' },
  ],
};

let backend: Backend;

beforeAll(async () => {
  await seed(fixture);
  backend = emulatorBackend();
});

afterAll(async () => {
  await backend.signOut();
});

describe('problem reads', () => {
  it('watches the newest dated reports, with a limit, repairing a malformed one', async () => {
    const problems = await firstServerResult((l) => backend.watchRecentProblems(10, l));
    // p-5's createdAt is not a date: descending, Firestore would put it first; it is not among the newest.
    expect(problems.map((p) => p.id)).toEqual(['p-4', 'p-2', 'p-3', 'p-1']);
    expect((await firstServerResult((l) => backend.watchRecentProblems(2, l))).map((p) => p.id)).toEqual(['p-4', 'p-2']);
    const malformed = problems.find((p) => p.id === 'p-4')!;
    expect(malformed).toMatchObject({ coordinates: null, confirmations: 0, type: 'Guard Rails' });
    const first = problems.find((p) => p.id === 'p-1')!;
    expect(first).toMatchObject({
      createdAt: Date.parse('2026-11-01T08:00:00Z'),
      coordinates: { latitude: -26.2, longitude: 28.05 },
      confirmedBy: [{ userId: 'u-bob', at: Date.parse('2026-11-02T08:00:00Z') }],
      municipalReference: 'JHB-1',
    });
    expect(problems.find((p) => p.id === 'p-2')?.municipalReference).toBe('JHB-2');
  });

  it('watches one report by id, and says when there is none', async () => {
    const one = await new Promise((resolve, reject) => {
      const stop = backend.watchProblem('p-2', {
        next: (problem, meta) => {
          if (meta.fromCache) return;
          queueMicrotask(() => stop());
          resolve(problem);
        },
        error: reject,
      });
    });
    expect(one).toMatchObject({ id: 'p-2', type: 'Water Leak', municipalReference: 'JHB-2' });
    const none = await new Promise((resolve) => {
      const stop = backend.watchProblem('p-nothing', { next: (problem, meta) => !meta.fromCache && (queueMicrotask(() => stop()), resolve(problem)) });
    });
    expect(none).toBeNull();
  });

  it('watches a list of reports by id, more than one query can take', async () => {
    const ids = ['p-1', 'p-3', 'p-5', ...Array.from({ length: 40 }, (_, i) => `p-missing-${i}`)];
    const problems = await firstServerResult((l) => backend.watchProblemsById(ids, l));
    expect(problems.map((p) => p.id).sort()).toEqual(['p-1', 'p-3', 'p-5']);
  });

  it("watches one user's problems, newest first", async () => {
    const problems = await firstServerResult((l) => backend.watchUserProblems('u-ann', l));
    expect(problems.map((p) => p.id)).toEqual(['p-4', 'p-2', 'p-1']);
    expect(await firstServerResult((l) => backend.watchUserProblems('u-nobody', l))).toEqual([]);
  });
});

describe('user reads', () => {
  it('reads the signed-in user\'s own document, and refuses anyone else\'s (rules)', async () => {
    await backend.signIn('ann@example.org', 'secret-ann-1');
    try {
      expect(await backend.getUserProfile('u-ann')).toMatchObject({ uid: 'u-ann', email: 'ann@example.org', realName: 'Ann Botha', reportsCount: 3 });
      await expect(backend.getUserProfile('u-bob')).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await backend.signOut();
    }
    await expect(backend.getUserProfile('u-ann')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('reads public profiles by reportsCount, highest first, with a limit, for anyone', async () => {
    const top = await backend.getTopContributors(2);
    expect(top.map((u) => u.uid)).toEqual(['u-bob', 'u-ann']);
    // A user whose reportsCount is null reads as 0 in the projection, so it sorts last.
    const all = await backend.getTopContributors(10);
    expect(all.map((u) => [u.uid, u.reportsCount])).toEqual([
      ['u-bob', 8],
      ['u-ann', 3],
      ['u-cat', 1],
      ['u-bad', 0],
    ]);
  });

  it('offline, gives no top list from the cache (it would be empty or partial) but fails, so the saved list stays', async () => {
    const app = initializeApp({ apiKey: 'demo-api-key', projectId: DEMO_PROJECT_ID }, `integration-offline-${process.pid}`);
    const db = getFirestore(app);
    const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
    connectFirestoreEmulator(db, host!, Number(port));
    const users = firebaseUserMethods(db);
    try {
      // One profile in the cache, as a reporter's name read in the detail leaves it.
      expect(await users.getPublicProfile('u-cat')).toMatchObject({ uid: 'u-cat' });
      await disableNetwork(db);
      await expect(users.getTopContributors(10)).rejects.toMatchObject({ code: 'unavailable' });
      await enableNetwork(db);
      expect((await users.getTopContributors(2)).map((u) => u.uid)).toEqual(['u-bob', 'u-ann']);
    } finally {
      await deleteApp(app);
    }
  });

  it('gives the public name, the counts and the ad rewards per day, and never an email or a reward\'s time', async () => {
    expect(await backend.getPublicProfile('u-bob')).toEqual({ uid: 'u-bob', displayName: 'Bob the Fixer', reportsCount: 8, isAnonymous: false, adRewardDays: [] });
    expect(await backend.getPublicProfile('u-cat')).toMatchObject({ displayName: null, isAnonymous: true });
    const ann = await backend.getPublicProfile('u-ann');
    expect(ann).toMatchObject({ displayName: 'Ann Botha', reportsCount: 3 });
    expect(ann?.adRewardDays).toEqual([
      { day: '2026-11-20', points: 5, count: 1 },
      { day: '2026-11-10', points: 20, count: 1 },
      { day: '2026-11-01', points: 10, count: 1 },
    ]);
    expect(JSON.stringify(await backend.getTopContributors(10))).not.toContain('@');
    expect(await backend.getPublicProfile('u-missing')).toBeNull();
  });

  it('reads the signed-in user\'s own ad rewards newest first, optionally within bounds', async () => {
    await backend.signIn('ann@example.org', 'secret-ann-1');
    try {
      expect((await backend.getAdRewards('u-ann')).map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
      const bounded = await backend.getAdRewards('u-ann', {
        from: Date.parse('2026-11-05T00:00:00Z'),
        to: Date.parse('2026-11-15T00:00:00Z'),
      });
      expect(bounded).toEqual([{ id: 'r2', points: 20, timestamp: Date.parse('2026-11-10T10:00:00Z') }]);
      expect((await backend.getAdRewards('u-ann', { from: Date.parse('2026-11-05T00:00:00Z') })).map((r) => r.id)).toEqual(['r3', 'r2']);
      await expect(backend.getAdRewards('u-bob')).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await backend.signOut();
    }
  });
});

describe('identity', () => {
  async function failure(run: () => Promise<unknown>): Promise<AuthFailure> {
    try {
      await run();
    } catch (error) {
      if (error instanceof AuthFailure) return error;
      throw error;
    }
    throw new Error('expected the call to fail');
  }

  it('signs in a seeded account, watches the state, and signs out', async () => {
    const seen: (AuthAccount | null)[] = [];
    const stop = backend.watchAuth((account) => seen.push(account));
    const account = await backend.signIn('ann@example.org', 'secret-ann-1');
    expect(account).toMatchObject({ uid: 'u-ann', email: 'ann@example.org', isAnonymous: false });
    expect(backend.currentAccount()?.uid).toBe('u-ann');
    await backend.signOut();
    expect(backend.currentAccount()).toBeNull();
    await expect.poll(() => seen.map((a) => a?.uid ?? null)).toEqual([null, 'u-ann', null]);
    stop();
  });

  it('rejects a wrong password as invalid credentials', async () => {
    const error = await failure(() => backend.signIn('ann@example.org', 'not-her-password'));
    expect(error.code).toBe('auth/invalid-credential');
    expect(backend.currentAccount()).toBeNull();
  });

  it('creates an account, and refuses a taken email or a weak password', async () => {
    const email = `new-${Date.now()}@example.org`;
    const account = await backend.createAccount(email, 'a-long-password');
    expect(account.email).toBe(email);
    await backend.signOut();
    expect((await failure(() => backend.createAccount('ann@example.org', 'whatever-1'))).code).toBe('auth/email-already-in-use');
    expect((await failure(() => backend.createAccount(`weak-${Date.now()}@example.org`, '123'))).code).toBe('auth/weak-password');
  });
});
