// Runs against fake-indexeddb, an in-memory implementation of the IndexedDB
// standard (Node has no IndexedDB). The same store is exercised in real
// Chromium by the end-to-end tests.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseProblem } from '../domain/parse-problem';
import type { Problem } from '../domain/model';
import { SNAPSHOT_DB_NAME, openSnapshotStore } from './snapshot-store';

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
    expect(await store.loadLeaderboard('all')).toBeNull();
  });

  it('keeps the latest problems with the time they were saved', async () => {
    const store = openSnapshotStore({ now: () => 42 });
    const problems = [problem('p-1', { confirmedBy: { u: 5 } }), problem('p-2', { coordinates: { latitude: -26, longitude: 28 } })];
    await store.saveProblems(problems);
    expect(await store.loadProblems()).toEqual({ savedAt: 42, value: problems });
    await store.saveProblems([problems[0]!]);
    expect((await store.loadProblems())?.value.map((p) => p.id)).toEqual(['p-1']);
  });

  it('keeps profiles per user and leaderboards per period', async () => {
    const store = openSnapshotStore({ now: () => 7 });
    const profile = {
      uid: 'u-1', email: 'a@b.c', displayName: null, realName: 'Ann', nickname: null, useNickname: false,
      reportsCount: 3, isAnonymous: false, lastActive: null,
    };
    await store.saveProfile(profile);
    await store.saveLeaderboard('week', [{ uid: 'u-1', points: 10 }]);
    expect(await store.loadProfile('u-1')).toEqual({ savedAt: 7, value: profile });
    expect(await store.loadProfile('u-2')).toBeNull();
    expect(await store.loadLeaderboard('week')).toEqual({ savedAt: 7, value: [{ uid: 'u-1', points: 10 }] });
    expect(await store.loadLeaderboard('all')).toBeNull();
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
});
