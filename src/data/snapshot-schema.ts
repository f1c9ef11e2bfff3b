/**
 * The snapshot store's IndexedDB schema ("mzansi-fix-snapshots") and its
 * versioned upgrades. An upgrade never deletes what users saved: a new version
 * adds stores or converts records, so a site update still opens with the last
 * data on a phone that is offline.
 *
 * Versions:
 * 1. problems (key "latest"), profiles (key uid), leaderboards (rows per period).
 * 2. contributors (key "leaderboard" / "home"): the top contributors' public
 *    profiles (publicProfiles/{uid}, which carry the ad rewards' points and
 *    times), from which the leaderboard of any period is computed. It
 *    replaces "leaderboards", whose precomputed rows could only show the period
 *    they were saved for; no version of the site ever wrote to it.
 * 3. mapIndex (key "latest"): the map index (packed entries as one JSON string,
 *    the time it is complete up to, and the rebuild it started from), which
 *    replaces the list of every whole report in problems/"latest". That list is
 *    converted to index entries, so a phone that updates offline still has its
 *    map; with no rebuild time on record, the site fetches the index afresh
 *    once online. "problems" now keeps only the few whole reports screens show:
 *    "recent" (home's ten newest, taken from the old list too) and "user:{uid}"
 *    (a profile).
 *    Since, the map index record holds its entries in columns (typed arrays)
 *    rather than one JSON string; a record with the string is read and then
 *    saved again in columns, so this needed no new version.
 * 4. leaderboards (key "all" or "YYYY-MM-DD..YYYY-MM-DD", leaderboard-query.ts): the
 *    board of each period a visitor has seen, as the server answered it (public
 *    names and figures). The top contributors' profiles saved under
 *    contributors/"leaderboard" go: the board is no longer computed on the device.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { MapColumns } from '../domain/map-index/map-columns';
import { packEntry, toMapProblem } from '../domain/map-index/map-entry';
import { HOME_RECENT_PROBLEMS } from '../domain/constants';
import { parseProblem } from '../domain/parse-problem';
import { byNewestFirst } from '../domain/problem-stats';
import { isRecord } from '../domain/parse-values';

export const SNAPSHOT_DB_NAME = 'mzansi-fix-snapshots';
/** Bump with a new `if (oldVersion < n)` step in `upgrade`. */
export const SNAPSHOT_DB_VERSION = 4;

export interface ProblemsRecord {
  readonly savedAt: number;
  readonly problems: unknown[];
}
export interface MapIndexRecord {
  readonly savedAt: number;
  /** Complete up to this commit time (epoch ms): changes after it are still to be read. */
  readonly builtAt: number;
  /** The rebuild the data descends from; null when unknown (converted from version 2). */
  readonly rebuiltAt: number | null;
  /**
   * The entries, one typed array per field (map-columns.ts): IndexedDB copies
   * typed arrays as bytes, so reading them back needs no parsing. Written since
   * the snapshot store saves in columns (no new database version: the store is
   * the same, and the record is parsed on every read anyway).
   */
  readonly columns?: MapColumns;
  /**
   * Before columns: a JSON array of packed entries (one string: IndexedDB stores and
   * reads it far faster than 50,000 arrays). Still read, and then saved again in columns.
   */
  readonly entries?: string;
}
export interface ProfileRecord {
  readonly savedAt: number;
  readonly profile: unknown;
}
export interface ContributorsRecord {
  readonly savedAt: number;
  readonly profiles: unknown[];
}

export interface LeaderboardRecord {
  readonly savedAt: number;
  readonly rows: unknown[];
}

export interface SnapshotSchema extends DBSchema {
  problems: { key: string; value: ProblemsRecord };
  mapIndex: { key: string; value: MapIndexRecord };
  profiles: { key: string; value: ProfileRecord };
  contributors: { key: string; value: ContributorsRecord };
  leaderboards: { key: string; value: LeaderboardRecord };
}

export const LATEST = 'latest';
/** Home's newest whole reports in the "problems" store (also ReportsKey "recent"). */
const RECENT = 'recent';

export interface OpenHooks {
  /** Another tab holds an older version open, so the upgrade waits. */
  readonly onBlocked: () => void;
  /** The connection is gone (a newer tab upgrades, or the data was cleared): reopen on the next use. */
  readonly onReleased: () => void;
}

/** Opens the database, running each upgrade step the stored version has not had yet. */
export function openSnapshotDb(hooks: OpenHooks): Promise<IDBPDatabase<SnapshotSchema>> {
  const opening = openDB<SnapshotSchema>(SNAPSHOT_DB_NAME, SNAPSHOT_DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        db.createObjectStore('problems');
        db.createObjectStore('profiles');
      }
      if (oldVersion < 2) {
        db.createObjectStore('contributors');
        // Version 1's store of precomputed rows; the site never filled it (see above).
        const names: DOMStringList = db.objectStoreNames;
        if (names.contains('leaderboards')) db.deleteObjectStore('leaderboards' as never);
      }
      if (oldVersion < 3) {
        db.createObjectStore('mapIndex');
        void convertSavedProblems(transaction);
      }
      if (oldVersion < 4) {
        db.createObjectStore('leaderboards');
        void transaction.objectStore('contributors').delete('leaderboard');
      }
    },
    blocked() {
      console.warn('[snapshot] an older tab holds the database open; close it to finish the upgrade');
      hooks.onBlocked();
    },
    blocking() {
      void opening.then((db) => db.close());
      hooks.onReleased();
    },
    terminated: hooks.onReleased,
  });
  return opening;
}

/**
 * Version 3's step: the saved whole reports become map index entries, then
 * their store goes. Runs inside the upgrade transaction and awaits nothing
 * else, so the transaction stays open.
 */
async function convertSavedProblems(
  transaction: IDBPTransaction<SnapshotSchema, StoreNames<SnapshotSchema>[], 'versionchange'>,
): Promise<void> {
  const store = transaction.objectStore('problems');
  const record: unknown = await store.get(LATEST);
  if (isRecord(record) && Array.isArray(record.problems)) {
    const saved = record as unknown as ProblemsRecord;
    const problems = saved.problems
      .flatMap((raw) => {
        const result = parseProblem(isRecord(raw) ? raw.id : undefined, raw);
        return result.ok ? [result.value] : [];
      })
      .sort(byNewestFirst);
    const savedAt = typeof saved.savedAt === 'number' ? saved.savedAt : 0;
    const entries = JSON.stringify(problems.map((problem) => packEntry(toMapProblem(problem))));
    const converted: MapIndexRecord = { savedAt, builtAt: savedAt, rebuiltAt: null, entries };
    await transaction.objectStore('mapIndex').put(converted, LATEST);
    await store.put({ savedAt, problems: problems.slice(0, HOME_RECENT_PROBLEMS) }, RECENT);
  }
  await store.delete(LATEST);
}
