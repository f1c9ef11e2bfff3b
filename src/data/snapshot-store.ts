/**
 * The snapshot store: the map index, the signed-in users' profiles,
 * the last top contributors and the leaderboard of each period seen, kept in IndexedDB (see snapshot-schema.ts) with
 * the time each was saved, until replaced by newer data. Screens paint from it
 * before the network answers. Records are parsed again on the way out, so a
 * record written by an older version is repaired, never trusted.
 *
 * Storage trouble (quota, a blocked, deleted or broken database) never breaks
 * the site: reads answer null, writes are dropped, and `onTrouble` hears about
 * each kind once. The first save asks the browser to keep the data
 * (persistent storage), where it offers that.
 */
import type { IDBPDatabase } from 'idb';
import { parseLeaderboardRows } from '../domain/leaderboard-answer';
import type { LeaderboardRow } from '../domain/leaderboard-stats';
import { fromMapColumns, toMapColumns } from '../domain/map-index/map-columns';
import { unpackEntry } from '../domain/map-index/map-entry';
import type { MapProblem, Problem, PublicProfile, UserProfile } from '../domain/model';
import { parseProblem } from '../domain/parse-problem';
import { parsed, skipped, type ParseResult } from '../domain/parse-result';
import { parseUser } from '../domain/parse-user';
import { parsePublicProfile } from '../domain/public-profile';
import { isRecord } from '../domain/parse-values';
import { logSkipped } from './parse-documents';
import { LATEST, openSnapshotDb, type MapIndexRecord, type SnapshotSchema } from './snapshot-schema';

export { SNAPSHOT_DB_NAME, SNAPSHOT_DB_VERSION } from './snapshot-schema';

/** Something saved, with when. */
export interface Saved<T> {
  readonly savedAt: number;
  readonly value: T;
}

/** The top contributors as read for a screen: their public profiles, ad rewards included. */
export type Contributors = readonly PublicProfile[];

/** Which contributor list: home's top 100 (the leaderboard saves boards, below). */
export type ContributorsKey = 'home';

export type StorageTrouble = 'quota' | 'unavailable' | 'blocked' | 'corrupt';

/** The map index as a visitor holds it. */
export interface MapIndexCopy {
  /** Newest first. */
  readonly problems: readonly MapProblem[];
  /** Complete up to this commit time (epoch ms). */
  readonly builtAt: number;
  /** The rebuild it descends from; null when unknown. */
  readonly rebuiltAt: number | null;
}

/** Which whole reports: home's newest, the details opened lately (opened-reports.ts), or one user's own. */
export type ReportsKey = 'recent' | 'opened' | `user:${string}`;

export interface SnapshotStore {
  /** The saved map index; read at once, decoded no earlier than `decodeAfter` (see browser-backend.ts). */
  loadMapIndex(decodeAfter?: Promise<void>): Promise<Saved<MapIndexCopy> | null>;
  saveMapIndex(index: MapIndexCopy): Promise<void>;
  loadReports(key: ReportsKey): Promise<Saved<Problem[]> | null>;
  saveReports(key: ReportsKey, problems: readonly Problem[]): Promise<void>;
  loadProfile(uid: string): Promise<Saved<UserProfile> | null>;
  saveProfile(profile: UserProfile): Promise<void>;
  /**
   * Forgets every saved own profile (email, real name): on any sign-out, the Sign Out
   * button's or one the identity service made (a revoked token, a deleted account),
   * so a shared phone keeps none of them.
   */
  deleteProfiles(): Promise<void>;
  loadContributors(key: ContributorsKey): Promise<Saved<Contributors> | null>;
  saveContributors(key: ContributorsKey, contributors: Contributors): Promise<void>;
  /** The board of one period as last answered; `key` names the period's days (leaderboardKey). */
  loadLeaderboard(key: string): Promise<Saved<LeaderboardRow[]> | null>;
  saveLeaderboard(key: string, rows: readonly LeaderboardRow[]): Promise<void>;
}

export interface SnapshotStoreOptions {
  readonly now?: () => number;
  readonly onTrouble?: (trouble: StorageTrouble, error: unknown) => void;
  /** Asks the browser to keep the data; defaults to navigator.storage.persist where there is one. */
  readonly persist?: () => Promise<unknown>;
}

type Db = IDBPDatabase<SnapshotSchema>;

/** Opens (lazily, once) the snapshot store. */
export function openSnapshotStore(options: SnapshotStoreOptions = {}): SnapshotStore {
  const now = options.now ?? Date.now;
  const reported = new Set<StorageTrouble>();
  const trouble = (kind: StorageTrouble, error: unknown) => {
    console.warn(`[snapshot] ${kind}`, error);
    if (reported.has(kind)) return;
    reported.add(kind);
    options.onTrouble?.(kind, error);
  };
  let persistAsked = false;
  const askToPersist = () => {
    if (persistAsked) return;
    persistAsked = true;
    const persist = options.persist ?? browserPersist;
    void persist().catch((error: unknown) => console.info('[snapshot] persistent storage not granted', error));
  };

  let dbPromise: Promise<Db | null> | null = null;
  const db = () => {
    dbPromise ??= openSnapshotDb({
      onBlocked: () => trouble('blocked', new Error('upgrade blocked by another tab')),
      onReleased: () => {
        dbPromise = null;
      },
    }).catch((error: unknown) => {
      trouble('unavailable', error);
      dbPromise = null;
      return null;
    });
    return dbPromise;
  };

  async function read<T>(run: (db: Db) => Promise<T | null>): Promise<T | null> {
    const handle = await db();
    if (!handle) return null;
    try {
      return await run(handle);
    } catch (error) {
      trouble('corrupt', error);
      return null;
    }
  }

  async function write(run: (db: Db) => Promise<unknown>): Promise<void> {
    const handle = await db();
    if (!handle) return;
    try {
      await run(handle);
      askToPersist();
    } catch (error) {
      trouble(isQuotaError(error) ? 'quota' : 'unavailable', error);
    }
  }

  /** Parses each saved entry; entries that do not parse were damaged after we wrote them. */
  function reparse<T>(raws: readonly unknown[], parse: (raw: unknown) => ParseResult<T>): T[] {
    const values: T[] = [];
    let damaged = 0;
    for (const raw of raws) {
      const result = parse(raw);
      if (result.ok) values.push(result.value);
      else {
        damaged += 1;
        logSkipped(`snapshot: ${result.reason}`);
      }
    }
    if (damaged > 0) trouble('corrupt', new Error(`${damaged} saved record(s) could not be read`));
    return values;
  }

  /** The copy as saved since columns (see map-columns.ts); null when they are not in that shape. */
  function readColumns(columns: unknown): { problems: MapProblem[]; outdated: boolean } | null {
    const read = fromMapColumns(columns);
    if (read && read.damaged > 0) {
      logSkipped(`snapshot: ${read.damaged} saved map entries without an id`);
      trouble('corrupt', new Error(`${read.damaged} saved record(s) could not be read`));
    }
    return read && { problems: read.problems, outdated: read.outdated };
  }

  /** The copy as saved before columns: one JSON string of packed entries (format 1, votes ignored); always saved again. */
  function readEntries(entries: unknown): { problems: MapProblem[]; outdated: boolean } | null {
    const raws = typeof entries === 'string' ? parseJsonArray(entries) : null;
    if (raws === null) return null;
    const problems = reparse<MapProblem>(raws, (raw) => {
      const problem = unpackEntry(raw);
      return problem ? parsed(problem) : skipped('a saved map entry without an id');
    });
    return { problems, outdated: true };
  }

  function damagedRecord(store: string): null {
    trouble('corrupt', new Error(`the saved ${store} record is not in the expected shape`));
    return null;
  }

  return {
    loadMapIndex: (decodeAfter) =>
      read(async (handle) => {
        const record: unknown = await handle.get('mapIndex', LATEST);
        if (record === undefined) return null;
        if (decodeAfter) await decodeAfter;
        if (!isRecord(record) || typeof record.builtAt !== 'number') return damagedRecord('map index');
        const read = 'columns' in record ? readColumns(record.columns) : readEntries(record.entries);
        if (read === null) return damagedRecord('map index');
        const rebuiltAt = typeof record.rebuiltAt === 'number' ? record.rebuiltAt : null;
        const saved = { savedAt: savedAtOf(record), value: { problems: read.problems, builtAt: record.builtAt, rebuiltAt } };
        // A copy saved in an older shape (one JSON string, or columns with every voter): saved again in
        // today's columns, so the next visit reads it fast and no voter stays on the device.
        if (read.outdated) void write((db) => db.put('mapIndex', mapIndexRecord(saved.savedAt, saved.value), LATEST));
        return saved;
      }),
    saveMapIndex: (index) =>
      write(async (handle) => {
        const tx = handle.transaction('mapIndex', 'readwrite');
        const put = tx.store.put(mapIndexRecord(now(), index), LATEST);
        // Commit now, not when the transaction falls idle: a save made as the page goes away
        // (pagehide) is otherwise lost when the document is torn down before the commit.
        tx.commit();
        await Promise.all([put, tx.done]);
      }),
    loadReports: (key) =>
      read(async (handle) => {
        const record: unknown = await handle.get('problems', key);
        if (record === undefined) return null;
        if (!isRecord(record) || !Array.isArray(record.problems)) return damagedRecord('reports');
        return { savedAt: savedAtOf(record), value: reparse(record.problems, (raw) => parseProblem(idOf(raw), raw)) };
      }),
    saveReports: (key, problems) => write((handle) => handle.put('problems', { savedAt: now(), problems: [...problems] }, key)),
    loadProfile: (uid) =>
      read(async (handle) => {
        const record: unknown = await handle.get('profiles', uid);
        if (record === undefined) return null;
        if (!isRecord(record)) return damagedRecord('profile');
        const [profile] = reparse([record.profile], (raw) => parseUser(uid, raw));
        return profile ? { savedAt: savedAtOf(record), value: profile } : null;
      }),
    saveProfile: (profile) => write((handle) => handle.put('profiles', { savedAt: now(), profile }, profile.uid)),
    deleteProfiles: () => write((handle) => handle.clear('profiles')),
    loadContributors: (key) =>
      read(async (handle) => {
        const record: unknown = await handle.get('contributors', key);
        if (record === undefined) return null;
        if (!isRecord(record) || !Array.isArray(record.profiles)) return damagedRecord('contributors');
        return { savedAt: savedAtOf(record), value: reparse(record.profiles, (raw) => parsePublicProfile(idOf(raw, 'uid'), raw)) };
      }),
    saveContributors: (key, contributors) =>
      write((handle) => handle.put('contributors', { savedAt: now(), profiles: [...contributors] }, key)),
    loadLeaderboard: (key) =>
      read(async (handle) => {
        const record: unknown = await handle.get('leaderboards', key);
        if (record === undefined) return null;
        const rows = isRecord(record) ? parseLeaderboardRows(record) : null;
        if (rows === null) return damagedRecord('leaderboard');
        return { savedAt: savedAtOf(record as Record<string, unknown>), value: rows };
      }),
    saveLeaderboard: (key, rows) => write((handle) => handle.put('leaderboards', { savedAt: now(), rows: [...rows] }, key)),
  };
}

function mapIndexRecord(savedAt: number, { problems, builtAt, rebuiltAt }: MapIndexCopy): MapIndexRecord {
  return { savedAt, builtAt, rebuiltAt, columns: toMapColumns(problems) };
}

function parseJsonArray(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

function idOf(raw: unknown, key = 'id'): unknown {
  return isRecord(raw) ? raw[key] : undefined;
}

/** A damaged time is taken as "long ago", so the data is shown as old rather than new. */
function savedAtOf(record: Record<string, unknown>): number {
  return typeof record.savedAt === 'number' && Number.isFinite(record.savedAt) ? record.savedAt : 0;
}

function browserPersist(): Promise<unknown> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || !storage.persisted) return Promise.resolve(false);
  return storage.persisted().then((already) => already || storage.persist());
}

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  // Older engines name it by code 22 (Safari, old Chromium) or 1014 (Firefox).
  return error.name === 'QuotaExceededError' || error.code === 22 || error.code === 1014;
}
