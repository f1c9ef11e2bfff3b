/**
 * The index file as this function instance last built it, kept in memory and
 * served again while the index is unchanged. Building it means reading every
 * cell's entries (megabytes at 50,000 reports, seconds on the emulator);
 * finding out whether anything changed reads only the cells' names and update
 * times. A write to a cell (the trigger, a rebuild, a seed) changes its update
 * time, a deleted cell leaves the list and a rebuild stamps `mapMeta/index`, so
 * the version below changes whenever the file would.
 *
 * The cached body keeps the `builtAt` of the read that built it: nothing
 * changed in any cell since, so a client following changes from that time
 * misses none, and the body (and its ETag) stay the same for as long as the
 * index does, which lets browsers revalidate with a 304.
 *
 * It is kept gzipped as well, compressed once per version: at 50,000 reports the
 * body is about 7.6 MB of JSON and 2 MB gzipped, and compressing it for every
 * request (as the CDN or the local site server would) took the visit's time.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { MAP_INDEX_FILE_VERSION } from '../../src/domain/map-index/map-index-file';
import { MAP_CELLS, MAP_META, MAP_META_DOC } from './map-index-store';

/** One document's identity and last write, as the version is made of. */
export interface Stamp {
  readonly id: string;
  readonly updateTime?: Timestamp | undefined;
}

export interface IndexFile {
  readonly body: string;
  /** A strong validator for the body: the same whenever the index is unchanged. */
  readonly etag: string;
  /** The body gzipped, for a client that accepts it. */
  readonly gzipped: Buffer;
  /** The gzipped body's own validator (a strong ETag names one representation). */
  readonly gzippedEtag: string;
}

/** Names the state of the index: every cell's id and update time, and the rebuild stamp's. */
export function indexVersion(cells: readonly Stamp[], meta: Stamp): string {
  const stamp = (doc: Stamp) => `${doc.id}@${doc.updateTime?.toMillis() ?? '-'}.${doc.updateTime?.nanoseconds ?? ''}`;
  // Firestore answers a collection in id order; sorting anyway keeps the version independent of it.
  const cellStamps = cells.map(stamp).sort();
  return [`v${MAP_INDEX_FILE_VERSION}`, stamp(meta), ...cellStamps].join('\n');
}

export function etagOf(version: string, encoding: 'identity' | 'gzip' = 'identity'): string {
  const hash = createHash('sha256').update(version).digest('base64url').slice(0, 32);
  return `"mi${MAP_INDEX_FILE_VERSION}-${hash}${encoding === 'gzip' ? '-gz' : ''}"`;
}

/** The index's version as of now: names and update times only (no entries travel). */
export async function readIndexVersion(db: Firestore): Promise<string> {
  return db.runTransaction(
    async (tx) => {
      const [cells, meta] = await Promise.all([tx.get(db.collection(MAP_CELLS).select()), tx.get(db.collection(MAP_META).doc(MAP_META_DOC))]);
      return indexVersion(cells.docs, meta);
    },
    { readOnly: true },
  );
}

/** Whether an If-None-Match header names `etag` (a list, `*`, or weak forms, which a CDN's compression may make). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//u, '') === etag;
  });
}

/**
 * Keeps the last built file for one function instance. `build` reads the
 * whole index in one snapshot and says which version it read.
 */
export function indexFileCache(db: Firestore, build: (db: Firestore) => Promise<{ body: string; version: string }>) {
  let last: (IndexFile & { version: string }) | null = null;
  return async function currentIndexFile(): Promise<IndexFile> {
    const version = await readIndexVersion(db);
    if (last?.version === version) return last;
    const built = await build(db);
    last = { ...built, etag: etagOf(built.version), gzipped: gzipSync(built.body), gzippedEtag: etagOf(built.version, 'gzip') };
    return last;
  };
}
