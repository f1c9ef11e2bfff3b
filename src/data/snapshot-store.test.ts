// Runs against fake-indexeddb, an in-memory implementation of the IndexedDB
// standard (Node has no IndexedDB). The same store is exercised in real
// Chromium by the end-to-end tests.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseProblem } from '../domain/parse-problem';
import type { Problem } from '../domain/model';
import { SNAPSHOT_DB_NAME, SNAPSHOT_DB_VERSION, openSnapshotStore, type StorageTrouble } from './snapshot-store';

const PROFILE = {
  uid: 'u-1', email: 'a@b.c', displayName: null, realName: 'Ann', nickname: null, useNickname: false,
  reportsCount: 3, isAnonymous: false, lastActive: null,
};

/** A store that records the trouble it reports. */
function watchedStore() {
  const troubles: StorageTrouble[] = [];
  return { troubles, store: openSnapshotStore({ onTrouble: (kind) => troubles.push(kind), persist: async () => true }) };
}

function problem(id: string, data: Record<string, unknown> = {}): Problem {
  const result = parseProblem(id, { type: 'Pothole', status: 'Active', createdAt: 1000, ...data });
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

beforeEach(async () => {
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(SNAPSHOT_DB_NAME);
    request.onsuccess = request.onerror = () => resolve();
  });
});

describe('snapshot store', () => {
  it('answers null before anything is saved', async () => {
    const store = openSnapshotStore();
    expect(await store.loadProblems()).toBeNull();
    expect(await store.loadProfile('u-1')).toBeNull();
    expect(await store.loadContributors('leaderboard')).toBeNull();
  });

  it('keeps the latest problems with the time they were saved', async () => {
    const store = openSnapshotStore({ now: () => 42 });
    const problems = [problem('p-1', { confirmedBy: { u: 5 } }), problem('p-2', { coordinates: { latitude: -26, longitude: 28 } })];
    await store.saveProblems(problems);
    expect(await store.loadProblems()).toEqual({ savedAt: 42, value: problems });
    await store.saveProblems([problems[0]!]);
    expect((await store.loadProblems())?.value.map((p) => p.id)).toEqual(['p-1']);
  });

  it('keeps profiles per user and contributors per screen', async () => {
    const store = openSnapshotStore({ now: () => 7 });
    await store.saveProfile(PROFILE);
    const contributors = [{ uid: 'u-1', displayName: 'Thandi M', reportsCount: 3, isAnonymous: false, adRewardDays: [{ day: '2026-11-19', points: 10, count: 1 }] }];
    await store.saveContributors('leaderboard', contributors);
    expect(await store.loadProfile('u-1')).toEqual({ savedAt: 7, value: PROFILE });
    // Sign-out forgets the own profile and keeps the public data.
    await store.deleteProfile('u-1');
    expect(await store.loadProfile('u-1')).toBeNull();
    expect(await store.loadContributors('leaderboard')).toEqual({ savedAt: 7, value: contributors });
    await store.deleteProfile('u-1');
    expect(await store.loadProfile('u-2')).toBeNull();
    expect(await store.loadContributors('leaderboard')).toEqual({ savedAt: 7, value: contributors });
    expect(await store.loadContributors('home')).toBeNull();
  });

  it('repairs damaged records on the way out instead of failing', async () => {
    const store = openSnapshotStore();
    await store.saveProblems([problem('p-1')]);
    const db = await openDB(SNAPSHOT_DB_NAME);
    await db.put('problems', { savedAt: 1, problems: [{ id: 'p-1', type: 'Pothole', createdAt: 'junk' }, 'garbage', null] }, 'latest');
    db.close();
    const loaded = await openSnapshotStore().loadProblems();
    expect(loaded?.value).toHaveLength(1);
    expect(loaded?.value[0]).toMatchObject({ id: 'p-1', type: 'Pothole', createdAt: null });
  });

  it('says when a saved record is damaged, and still gives what it can read', async () => {
    await openSnapshotStore().saveProblems([problem('p-1')]);
    const db = await openDB(SNAPSHOT_DB_NAME);
    await db.put('problems', { savedAt: 1, problems: [{ id: 'p-1', type: 'Pothole' }, 42] }, 'latest');
    await db.put('profiles', 'not a record', 'u-1');
    db.close();
    const { store, troubles } = watchedStore();
    expect((await store.loadProblems())?.value.map((p) => p.id)).toEqual(['p-1']);
    expect(await store.loadProfile('u-1')).toBeNull();
    expect(troubles).toEqual(['corrupt']);
  });

  it('upgrades a version 1 database without losing its problems or profiles', async () => {
    const v1 = await openDB(SNAPSHOT_DB_NAME, 1, {
      upgrade(db) {
        for (const name of ['problems', 'profiles', 'leaderboards']) db.createObjectStore(name);
      },
    });
    await v1.put('problems', { savedAt: 11, problems: [problem('p-old')] }, 'latest');
    await v1.put('profiles', { savedAt: 12, profile: PROFILE }, 'u-1');
    v1.close();

    const store = openSnapshotStore();
    expect(await store.loadProblems()).toMatchObject({ savedAt: 11, value: [{ id: 'p-old' }] });
    expect(await store.loadProfile('u-1')).toEqual({ savedAt: 12, value: PROFILE });
    const db = await openDB(SNAPSHOT_DB_NAME);
    expect(db.version).toBe(SNAPSHOT_DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['contributors', 'problems', 'profiles']);
    db.close();
  });

  it('reopens after the database was deleted under it, and keeps saving', async () => {
    const store = openSnapshotStore();
    await store.saveProblems([problem('p-1')]);
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(SNAPSHOT_DB_NAME);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    expect(await store.loadProblems()).toBeNull();
    await store.saveProblems([problem('p-2')]);
    expect((await store.loadProblems())?.value.map((p) => p.id)).toEqual(['p-2']);
  });

  it('reports an upgrade blocked by an older tab, and carries on once it lets go', async () => {
    const older = await openDB(SNAPSHOT_DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('problems');
      },
    });
    const { store, troubles } = watchedStore();
    const loading = store.loadProblems();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(troubles).toEqual(['blocked']);
    older.close();
    expect(await loading).toBeNull();
    await store.saveProblems([problem('p-1')]);
    expect((await store.loadProblems())?.value).toHaveLength(1);
  });

  it('asks for persistent storage once, after the first save', async () => {
    let asked = 0;
    const store = openSnapshotStore({ persist: async () => (asked += 1) });
    await store.loadProblems();
    expect(asked).toBe(0);
    await store.saveProblems([problem('p-1')]);
    await store.saveProblems([problem('p-2')]);
    expect(asked).toBe(1);
  });
});
