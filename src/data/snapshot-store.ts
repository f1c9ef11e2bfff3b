/**
 * The snapshot store: the last problem list, the signed-in users' profiles and
 * the last leaderboards, kept in IndexedDB (database "mzansi-fix-snapshots")
 * with the time each was saved, until replaced by newer data. Screens paint
 * from it before the network answers. Records are parsed again on the way out,
 * so a record written by an older version is repaired, never trusted.
 *
 * Storage trouble (quota, a blocked or broken database) never breaks the site:
 * reads answer null, writes are dropped, and `onTrouble` hears about it once.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Problem, UserProfile } from '../domain/model';
import { parseProblem } from '../domain/parse-problem';
import { parseUser } from '../domain/parse-user';
import { isRecord } from '../domain/parse-values';
import { logSkipped } from './parse-documents';

export const SNAPSHOT_DB_NAME = 'mzansi-fix-snapshots';
/** Bump with a new `if (oldVersion < n)` step in `upgrade`; never drop stores. */
export const SNAPSHOT_DB_VERSION = 1;

/** Something saved, with when. */
export interface Saved<T> {
  readonly savedAt: number;
  readonly value: T;
}

export type LeaderboardRowsRecord = readonly Readonly<Record<string, unknown>>[];

interface SnapshotSchema extends DBSchema {
  problems: { key: string; value: { savedAt: number; problems: unknown[] } };
  profiles: { key: string; value: { savedAt: number; profile: unknown } };
  leaderboards: { key: string; value: { savedAt: number; rows: LeaderboardRowsRecord } };
}

const LATEST = 'latest';

export type StorageTrouble = 'quota' | 'unavailable' | 'corrupt';

export interface SnapshotStore {
  loadProblems(): Promise<Saved<Problem[]> | null>;
  saveProblems(problems: readonly Problem[]): Promise<void>;
  loadProfile(uid: string): Promise<Saved<UserProfile> | null>;
  saveProfile(profile: UserProfile): Promise<void>;
  /** Leaderboards are saved per period key ("all", "week", ...). */
  loadLeaderboard(key: string): Promise<Saved<LeaderboardRowsRecord> | null>;
  saveLeaderboard(key: string, rows: LeaderboardRowsRecord): Promise<void>;
}

export interface SnapshotStoreOptions {
  readonly now?: () => number;
  readonly onTrouble?: (trouble: StorageTrouble, error: unknown) => void;
}

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

  let dbPromise: Promise<IDBPDatabase<SnapshotSchema> | null> | null = null;
  const db = () => {
    dbPromise ??= openSnapshotDb(() => {
      // Another tab (a newer version of the site) wants to upgrade or delete the
      // database: let go at once and reopen on the next use.
      dbPromise = null;
    }).catch((error: unknown) => {
      trouble('unavailable', error);
      return null;
    });
    return dbPromise;
  };

  async function read<T>(run: (db: IDBPDatabase<SnapshotSchema>) => Promise<T | null>): Promise<T | null> {
    const handle = await db();
    if (!handle) return null;
    try {
      return await run(handle);
    } catch (error) {
      trouble('corrupt', error);
      return null;
    }
  }

  async function write(run: (db: IDBPDatabase<SnapshotSchema>) => Promise<unknown>): Promise<void> {
    const handle = await db();
    if (!handle) return;
    try {
      await run(handle);
    } catch (error) {
      trouble(isQuotaError(error) ? 'quota' : 'unavailable', error);
    }
  }

  return {
    loadProblems: () =>
      read(async (handle) => {
        const record = await handle.get('problems', LATEST);
        if (!record || !Array.isArray(record.problems)) return null;
        return { savedAt: record.savedAt, value: reparse(record.problems, (raw) => parseProblem(idOf(raw), raw)) };
      }),
    saveProblems: (problems) => write((handle) => handle.put('problems', { savedAt: now(), problems: [...problems] }, LATEST)),
    loadProfile: (uid) =>
      read(async (handle) => {
        const record = await handle.get('profiles', uid);
        if (!record) return null;
        const result = parseUser(uid, record.profile);
        return result.ok ? { savedAt: record.savedAt, value: result.value } : null;
      }),
    saveProfile: (profile) => write((handle) => handle.put('profiles', { savedAt: now(), profile }, profile.uid)),
    loadLeaderboard: (key) =>
      read(async (handle) => {
        const record = await handle.get('leaderboards', key);
        if (!record || !Array.isArray(record.rows)) return null;
        return { savedAt: record.savedAt, value: record.rows.filter(isRecord) };
      }),
    saveLeaderboard: (key, rows) => write((handle) => handle.put('leaderboards', { savedAt: now(), rows: [...rows] }, key)),
  };
}

/** Opens the database, running each upgrade step the stored version has not had yet. */
function openSnapshotDb(onReleased: () => void): Promise<IDBPDatabase<SnapshotSchema>> {
  const opening = openDB<SnapshotSchema>(SNAPSHOT_DB_NAME, SNAPSHOT_DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('problems');
        db.createObjectStore('profiles');
        db.createObjectStore('leaderboards');
      }
    },
    blocked() {
      console.warn('[snapshot] an older tab holds the database open; close it to finish the upgrade');
    },
    blocking() {
      void opening.then((db) => db.close());
      onReleased();
    },
    terminated: onReleased,
  });
  return opening;
}

function idOf(raw: unknown): unknown {
  return isRecord(raw) ? raw.id : undefined;
}

function reparse<T>(raws: readonly unknown[], parse: (raw: unknown) => { ok: true; value: T } | { ok: false; reason: string }): T[] {
  const values: T[] = [];
  for (const raw of raws) {
    const result = parse(raw);
    if (result.ok) values.push(result.value);
    else logSkipped(`snapshot: ${result.reason}`);
  }
  return values;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'QuotaExceededError' : false;
}
