/**
 * The last few supercluster indexes the worker built, by the set of points
 * each holds. A filter change that goes back to a set seen a moment ago (a
 * type switched off and on again, Show Resolved ticked and unticked) reuses
 * its index instead of building it again (150-300 ms at 50,000 points on a
 * 2-core machine); the clusters are the very ones a rebuild would make.
 * Pure: no worker or browser API, so it is tested on its own.
 */

/** How many indexes to keep: each holds its own trees (a few MB at 50,000 points). */
export const RECENT_POINT_SETS = 4;

interface Entry<T> {
  readonly hash: number;
  readonly points: Uint32Array;
  readonly value: T;
}

/** FNV-1a over the point numbers: a cheap first test before comparing whole sets. */
export function hashPoints(points: Uint32Array): number {
  let hash = 0x811c9dc5 ^ points.length;
  for (let i = 0; i < points.length; i += 1) {
    hash ^= points[i]!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function samePoints(a: Uint32Array, b: Uint32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

export interface RecentPointSets<T> {
  /** The value built for exactly these points, or a new one from `build`; the newest is kept first. */
  get(points: Uint32Array, build: () => T): T;
  /** Forgets every value (the points now stand for other data). */
  clear(): void;
}

export function recentPointSets<T>(limit = RECENT_POINT_SETS): RecentPointSets<T> {
  let entries: Entry<T>[] = [];
  return {
    get(points, build) {
      const hash = hashPoints(points);
      const found = entries.findIndex((entry) => entry.hash === hash && samePoints(entry.points, points));
      const entry = found === -1 ? { hash, points, value: build() } : entries[found]!;
      entries = [entry, ...entries.filter((_, i) => i !== found)].slice(0, limit);
      return entry.value;
    },
    clear() {
      entries = [];
    },
  };
}
