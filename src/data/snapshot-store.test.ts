// Runs against fake-indexeddb, an in-memory implementation of the IndexedDB
// standard (Node has no IndexedDB). The same store is exercised in real
// Chromium by the end-to-end tests.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { toMapProblem } from '../domain/map-index/map-entry';
import { parseProblem } from '../domain/parse-problem';
import type { Problem } from '../domain/model';
import { SNAPSHOT_DB_NAME, SNAPSHOT_DB_VERSION, openSnapshotStore, type MapIndexCopy, type StorageTrouble } from './snapshot-store';

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

const index = (...problems: Problem[]): MapIndexCopy => ({ problems: problems.map(toMapProblem), builtAt: 500, rebuiltAt: 400 });

beforeEach(async () => {
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(SNAPSHOT_DB_NAME);
    request.onsuccess = request.onerror = () => resolve();
  });
});

describe('snapshot store', () => {
  it('answers null before anything is saved', async () => {
    const store = openSnapshotStore();
    expect(await store.loadMapIndex()).toBeNull();
    expect(await store.loadReports('recent')).toBeNull();
    expect(await store.loadProfile('u-1')).toBeNull();
    expect(await store.loadContributors('home')).toBeNull();
    expect(await store.loadLeaderboard('all')).toBeNull();
  });

  it('keeps the latest map index with the time it was saved and the time it is complete up to', async () => {
    const store = openSnapshotStore({ now: () => 42 });
    const saved = index(problem('p-1', { confirmedBy: { u: 5 } }), problem('p-2', { coordinates: { latitude: -26, longitude: 28 } }));
    await store.saveMapIndex(saved);
    expect(await store.loadMapIndex()).toEqual({ savedAt: 42, value: saved });
    await store.saveMapIndex(index(problem('p-1')));
    expect((await store.loadMapIndex())?.value.problems.map((p) => p.id)).toEqual(['p-1']);
  });

  it('saves the map index in columns, and saves a copy kept as one JSON string again in columns, with its own save time', async () => {
    await openSnapshotStore({ now: () => 42 }).saveMapIndex(index(problem('p-1')));
    const db = await openDB(SNAPSHOT_DB_NAME);
    const record = (await db.get('mapIndex', 'latest')) as { columns?: { ids: string[] }; entries?: string };
    expect(record.columns?.ids).toEqual(['p-1']);
    expect(record.entries).toBeUndefined();

    await db.put('mapIndex', { savedAt: 7, builtAt: 5, rebuiltAt: 4, entries: JSON.stringify([['p-2', 'Pothole', 'Active']]) }, 'latest');
    const store = openSnapshotStore({ now: () => 99 });
    const legacy = await store.loadMapIndex();
    expect(legacy).toMatchObject({ savedAt: 7, value: { builtAt: 5, rebuiltAt: 4 } });
    await expect.poll(async () => ((await db.get('mapIndex', 'latest')) as { columns?: unknown }).columns).toBeDefined();
    expect(await store.loadMapIndex()).toEqual(legacy);
    db.close();
  });

  it('saves a copy kept in version 1 columns (with every voter) again in version 2, without the voters', async () => {
    await openSnapshotStore({ now: () => 42 }).saveMapIndex(index(problem('p-1'), problem('p-2')));
    const db = await openDB(SNAPSHOT_DB_NAME);
    const current = (await db.get('mapIndex', 'latest')) as { columns: { strings: string[] } & Record<string, unknown> };
    const v1 = {
      ...current.columns,
      v: 1,
      strings: [...current.columns.strings, 'u-voter'],
      confirmed: Uint32Array.of(1, 0),
      denied: Uint32Array.of(0, 0),
      voter: Uint32Array.of(current.columns.strings.length),
      votedAt: Float64Array.of(5),
    };
    await db.put('mapIndex', { savedAt: 7, builtAt: 5, rebuiltAt: 4, columns: v1 } as never, 'latest');
    const loaded = await openSnapshotStore({ now: () => 99 }).loadMapIndex();
    expect(loaded?.value.problems.map((p) => [p.id, p.confirmedBy])).toEqual([['p-1', []], ['p-2', []]]);
    await expect.poll(async () => ((await db.get('mapIndex', 'latest')) as { columns: { v: number } }).columns.v).toBe(2);
    const saved = (await db.get('mapIndex', 'latest')) as { savedAt: number; columns: Record<string, unknown> & { strings: string[] } };
    expect(saved.savedAt).toBe(7);
    expect(saved.columns.strings).not.toContain('u-voter');
    expect(saved.columns.voter).toBeUndefined();
    db.close();
  });

  it("keeps whole reports per list: home's newest and each user's own", async () => {
    const store = openSnapshotStore({ now: () => 43 });
    const recent = [problem('p-1', { description: 'Deep hole' })];
    await store.saveReports('recent', recent);
    await store.saveReports('user:u-1', [problem('p-2')]);
    expect(await store.loadReports('recent')).toEqual({ savedAt: 43, value: recent });
    expect((await store.loadReports('user:u-1'))?.value.map((p) => p.id)).toEqual(['p-2']);
    expect(await store.loadReports('user:u-2')).toBeNull();
  });

  it('keeps profiles per user and contributors per screen', async () => {
    const store = openSnapshotStore({ now: () => 7 });
    await store.saveProfile(PROFILE);
    const contributors = [{ uid: 'u-1', displayName: 'Thandi M', reportsCount: 3, isAnonymous: false, adRewardDays: [{ day: '2026-11-19', points: 10, count: 1 }] }];
    await store.saveContributors('home', contributors);
    expect(await store.loadProfile('u-1')).toEqual({ savedAt: 7, value: PROFILE });
    await store.saveProfile({ ...PROFILE, uid: 'u-2' });
    // Sign-out forgets every own profile and keeps the public data.
    await store.deleteProfiles();
    expect(await store.loadProfile('u-1')).toBeNull();
    expect(await store.loadContributors('home')).toEqual({ savedAt: 7, value: contributors });
    await store.deleteProfiles();
    expect(await store.loadProfile('u-2')).toBeNull();
    expect(await store.loadContributors('home')).toEqual({ savedAt: 7, value: contributors });
  });

  it('keeps the leaderboard of each period seen, and leaves out a damaged row', async () => {
    const store = openSnapshotStore({ now: () => 8 });
    const row = { displayName: 'Thandi M', isAnonymous: false, points: 12, reports: 2, confirmations: 1, denials: 0, resolved: 0, distinctConfirmers: 0, bonus: 0, adsViewed: 0 };
    await store.saveLeaderboard('all', [row]);
    await store.saveLeaderboard('2026-11-22..2026-11-28', []);
    expect(await store.loadLeaderboard('all')).toEqual({ savedAt: 8, value: [row] });
    expect(await store.loadLeaderboard('2026-11-22..2026-11-28')).toEqual({ savedAt: 8, value: [] });
    expect(await store.loadLeaderboard('2026-11-01..2026-11-30')).toBeNull();
    const db = await openDB(SNAPSHOT_DB_NAME);
    await db.put('leaderboards', { savedAt: 9, rows: [row, { displayName: 'x', points: 'lots' }] }, 'all');
    db.close();
    expect(await store.loadLeaderboard('all')).toEqual({ savedAt: 9, value: [row] });
  });

  it('repairs damaged records on the way out instead of failing', async () => {
    const store = openSnapshotStore();
    await store.saveMapIndex(index(problem('p-1')));
    const db = await openDB(SNAPSHOT_DB_NAME);
    await db.put('problems', { savedAt: 1, problems: [{ id: 'p-1', type: 'Pothole', createdAt: 'junk' }, 'garbage', null] }, 'recent');
    const entries = JSON.stringify([['p-1', 'Pothole', 'Active', 'north', 28, 'junk'], 'garbage', [7]]);
    await db.put('mapIndex', { savedAt: 1, builtAt: 5, rebuiltAt: 'x', entries }, 'latest');
    db.close();
    const reports = await openSnapshotStore().loadReports('recent');
    expect(reports?.value).toHaveLength(1);
    expect(reports?.value[0]).toMatchObject({ id: 'p-1', type: 'Pothole', createdAt: null });
    const loaded = await openSnapshotStore().loadMapIndex();
    expect(loaded?.value).toMatchObject({ builtAt: 5, rebuiltAt: null });
    expect(loaded?.value.problems).toEqual([
      { id: 'p-1', type: 'Pothole', status: 'Active', coordinates: null, createdAt: null, resolvedAt: null, reportedByUserId: '', confirmedBy: [], deniedBy: [] },
    ]);
  });

  it('says when a saved record is damaged, and still gives what it can read', async () => {
    await openSnapshotStore().saveMapIndex(index(problem('p-1')));
    const db = await openDB(SNAPSHOT_DB_NAME);
    await db.put('mapIndex', { savedAt: 1, builtAt: 5, rebuiltAt: 4, entries: JSON.stringify([['p-1', 'Pothole'], 42]) }, 'latest');
    await db.put('profiles', 'not a record', 'u-1');
    db.close();
    const { store, troubles } = watchedStore();
    expect((await store.loadMapIndex())?.value.problems.map((p) => p.id)).toEqual(['p-1']);
    expect(await store.loadProfile('u-1')).toBeNull();
    expect(troubles).toEqual(['corrupt']);
  });

  it('answers null for a map index record that is not one (and says so)', async () => {
    await openSnapshotStore().saveMapIndex(index(problem('p-1')));
    const db = await openDB(SNAPSHOT_DB_NAME);
    await db.put('mapIndex', { savedAt: 1, builtAt: 5, rebuiltAt: 4, entries: '{not json' }, 'latest');
    db.close();
    const { store, troubles } = watchedStore();
    expect(await store.loadMapIndex()).toBeNull();
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
    // The saved list of every report became the map index, to be replaced by the file once online (no rebuild on record).
    expect(await store.loadMapIndex()).toEqual({
      savedAt: 11,
      value: { builtAt: 11, rebuiltAt: null, problems: [toMapProblem(problem('p-old'))] },
    });
    expect(await store.loadReports('recent')).toEqual({ savedAt: 11, value: [problem('p-old')] });
    expect(await store.loadProfile('u-1')).toEqual({ savedAt: 12, value: PROFILE });
    const db = await openDB(SNAPSHOT_DB_NAME);
    expect(db.version).toBe(SNAPSHOT_DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['contributors', 'leaderboards', 'mapIndex', 'problems', 'profiles']);
    expect(await db.get('problems', 'latest')).toBeUndefined();
    db.close();
  });

  it('upgrades a version 2 database with no saved reports', async () => {
    const v2 = await openDB(SNAPSHOT_DB_NAME, 2, {
      upgrade(db) {
        for (const name of ['problems', 'profiles', 'contributors']) db.createObjectStore(name);
      },
    });
    await v2.put('contributors', { savedAt: 3, profiles: [] }, 'home');
    v2.close();
    const store = openSnapshotStore();
    expect(await store.loadMapIndex()).toBeNull();
    expect(await store.loadContributors('home')).toEqual({ savedAt: 3, value: [] });
  });

  it('upgrades a version 3 database: the leaderboard\'s saved profiles go, home\'s stay', async () => {
    const v3 = await openDB(SNAPSHOT_DB_NAME, 3, {
      upgrade(db) {
        for (const name of ['problems', 'profiles', 'contributors', 'mapIndex']) db.createObjectStore(name);
      },
    });
    await v3.put('contributors', { savedAt: 3, profiles: [] }, 'home');
    await v3.put('contributors', { savedAt: 3, profiles: [] }, 'leaderboard');
    v3.close();
    const store = openSnapshotStore();
    expect(await store.loadContributors('home')).toEqual({ savedAt: 3, value: [] });
    expect(await store.loadLeaderboard('all')).toBeNull();
    const db = await openDB(SNAPSHOT_DB_NAME);
    expect(await db.get('contributors', 'leaderboard')).toBeUndefined();
    db.close();
  });

  it('reopens after the database was deleted under it, and keeps saving', async () => {
    const store = openSnapshotStore();
    await store.saveMapIndex(index(problem('p-1')));
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(SNAPSHOT_DB_NAME);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    expect(await store.loadMapIndex()).toBeNull();
    await store.saveMapIndex(index(problem('p-2')));
    expect((await store.loadMapIndex())?.value.problems.map((p) => p.id)).toEqual(['p-2']);
  });

  it('reports an upgrade blocked by an older tab, and carries on once it lets go', async () => {
    const older = await openDB(SNAPSHOT_DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('problems');
      },
    });
    const { store, troubles } = watchedStore();
    const loading = store.loadMapIndex();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(troubles).toEqual(['blocked']);
    older.close();
    expect(await loading).toBeNull();
    await store.saveMapIndex(index(problem('p-1')));
    expect((await store.loadMapIndex())?.value.problems).toHaveLength(1);
  });

  it('asks for persistent storage once, after the first save', async () => {
    let asked = 0;
    const store = openSnapshotStore({ persist: async () => (asked += 1) });
    await store.loadMapIndex();
    expect(asked).toBe(0);
    await store.saveMapIndex(index(problem('p-1')));
    await store.saveReports('recent', [problem('p-2')]);
    expect(asked).toBe(1);
  });
});
