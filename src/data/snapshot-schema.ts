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
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const SNAPSHOT_DB_NAME = 'mzansi-fix-snapshots';
/** Bump with a new `if (oldVersion < n)` step in `upgrade`. */
export const SNAPSHOT_DB_VERSION = 2;

export interface ProblemsRecord {
  readonly savedAt: number;
  readonly problems: unknown[];
}
export interface ProfileRecord {
  readonly savedAt: number;
  readonly profile: unknown;
}
export interface ContributorsRecord {
  readonly savedAt: number;
  readonly profiles: unknown[];
}

export interface SnapshotSchema extends DBSchema {
  problems: { key: string; value: ProblemsRecord };
  profiles: { key: string; value: ProfileRecord };
  contributors: { key: string; value: ContributorsRecord };
}

export const LATEST_PROBLEMS = 'latest';

export interface OpenHooks {
  /** Another tab holds an older version open, so the upgrade waits. */
  readonly onBlocked: () => void;
  /** The connection is gone (a newer tab upgrades, or the data was cleared): reopen on the next use. */
  readonly onReleased: () => void;
}

/** Opens the database, running each upgrade step the stored version has not had yet. */
export function openSnapshotDb(hooks: OpenHooks): Promise<IDBPDatabase<SnapshotSchema>> {
  const opening = openDB<SnapshotSchema>(SNAPSHOT_DB_NAME, SNAPSHOT_DB_VERSION, {
    upgrade(db, oldVersion) {
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
