/**
 * The index file as this function instance holds it, brought up to date on each
 * request by reading only what changed. It keeps every `mapCells` document's
 * part: its `entries` string, its count of skipped reports, its `updatedAt`,
 * and the part gzipped (a gzip member of its own). A request then reads, in one
 * read-only transaction (one snapshot):
 *
 * - the cells whose `updatedAt` is after the read time of the last refresh,
 *   less a margin of ten seconds (every writer stamps it with the server's
 *   time; the Firestore emulator sets that time a few milliseconds before the
 *   write becomes visible, so a refresh in between would otherwise miss it);
 *   a cell whose stamp is the one held is not changed;
 * - `count()` of the cells, which finds deletions (when it differs from what
 *   is held, the ids alone are listed once, `select()`, to drop the gone ones);
 * - `mapMeta/index`: a rebuild stamps it, and a new stamp means reading every
 *   cell again (a rebuild rewrites them all anyway).
 *
 * With nothing changed that is three reads, where the last version read every
 * cell's name (256 at least) and rebuilt and recompressed the whole file after
 * any change. `mapCells` is read generically: any document id, its `entries`
 * string (a JSON array of entries), `skipped` and `updatedAt`, in id order.
 *
 * Compressed, each part (the head, each cell, the tail) is a raw deflate stream
 * of its own ending on a byte boundary (a sync flush), as pigz joins blocks: put
 * one after another behind a gzip header and before the CRC-32 and length of the
 * whole, they are one ordinary single-member gzip stream (RFC 1951/1952), so no
 * client needs to handle anything unusual. Only a changed cell is compressed
 * again; the CRC-32 of the whole body is computed per change (milliseconds for
 * megabytes). The body keeps the `builtAt` of the refresh that
 * last changed it, so an unchanged index keeps its bytes and its ETag, and a
 * client following changes from `builtAt` misses none.
 */
import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { CELL_SEPARATOR, indexFileFrame, MAP_INDEX_FILE_VERSION } from '../../src/domain/map-index/map-index-file';
import { readCell } from '../../src/domain/map-index/map-shards';
import { toEpochMs } from '../../src/domain/parse-values';
import { MAP_CELLS, MAP_META, MAP_META_DOC } from './map-index-store';
import type { ReadCount } from './read-count';
import type { VersionedAnswer } from './versioned-answer';

/** The file's body, gzipped body and their ETags (the same whenever the index is unchanged). */
export interface IndexFile extends VersionedAnswer {
  /** When the index was last rebuilt (epoch ms), as the file says. */
  readonly rebuiltAt: number | null;
}

/** One cell document as held. */
/** A cell's entries, deflated once both ways the file may need them. */
export interface DeflatedCell {
  readonly entries: string;
  readonly gzipped: Buffer;
  /** The part with the separator before it, for every cell but the first. */
  readonly gzippedAfterSeparator: Buffer;
}

interface CellPart extends DeflatedCell {
  readonly skipped: number;
  readonly stamp: string;
}

/**
 * How far before the last read time a refresh looks for changed cells (see above): the
 * emulator's gap between a write's server time and its visibility was measured at 6 ms idle
 * and about 500 ms on a loaded machine. Under a stream of changes each request reads again
 * the cells changed in the last ten seconds.
 */
const MARGIN_MS = 10_000;
/** A gzip member's header: deflate, no name or time, unknown OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** `text` as raw deflate ending on a byte boundary, with no final block: more may follow. */
const deflatePart = (text: string) => deflateRawSync(text, { finishFlush: constants.Z_SYNC_FLUSH });

/** One gzip stream from parts made by `deflatePart`, closed with an empty final block and the trailer. */
function gzipFromParts(parts: readonly Buffer[], body: string): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(body), 0);
  trailer.writeUInt32LE(Buffer.byteLength(body) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...parts, deflateRawSync(''), trailer]);
}

/** A cell as the file holds it, deflated once for every file made while it is unchanged. */
export function deflateCell(entries: string): DeflatedCell {
  return { entries, gzipped: deflatePart(entries), gzippedAfterSeparator: deflatePart(`${CELL_SEPARATOR}${entries}`) };
}

/** The file's body and its gzip, from its frame and its cells in order, each cell's deflate reused. */
export function joinFile(head: string, cells: readonly DeflatedCell[], tail: string): { readonly body: string; readonly gzipped: Buffer } {
  const body = `${head}${cells.map((cell) => cell.entries).join(CELL_SEPARATOR)}${tail}`;
  const parts = [deflatePart(head), ...cells.map((cell, i) => (i === 0 ? cell.gzipped : cell.gzippedAfterSeparator)), deflatePart(tail)];
  return { body, gzipped: gzipFromParts(parts, body) };
}

interface Held {
  readonly cells: Map<string, CellPart>;
  /** The read time of the last refresh: later commits are what the next one reads. */
  readonly readTime: Timestamp;
  readonly metaStamp: string;
  readonly file: IndexFile;
}

const stampOf = (time: unknown) => {
  const t = time as Timestamp | undefined;
  return typeof t?.toMillis === 'function' ? `${t.seconds}.${t.nanoseconds}` : '-';
};

function partOf(doc: DocumentSnapshot): CellPart {
  const stored = doc.get('entries');
  const entries = typeof stored === 'string' ? stored : '[]';
  return {
    ...deflateCell(entries),
    skipped: readCell({ skipped: doc.get('skipped') }).skipped.length,
    stamp: stampOf(doc.get('updatedAt')),
  };
}

export function etagOf(version: string, encoding: 'identity' | 'gzip' = 'identity'): string {
  const hash = createHash('sha256').update(version).digest('base64url').slice(0, 32);
  return `"mi${MAP_INDEX_FILE_VERSION}-${hash}${encoding === 'gzip' ? '-gz' : ''}"`;
}

/** The file from the held cells, in id order (as Firestore lists them, and as the file always was). */
function assemble(cells: Map<string, CellPart>, meta: DocumentSnapshot, builtAt: number): IndexFile {
  const ids = [...cells.keys()].sort();
  const parts = ids.map((id) => cells.get(id)!);
  const rebuiltAt = toEpochMs(meta.get('rebuiltAt'));
  const { head, tail } = indexFileFrame({ builtAt, rebuiltAt, skipped: parts.reduce((sum, part) => sum + part.skipped, 0) });
  // The version names the state of the index: every cell's id and update time, and the rebuild stamp.
  const version = [`v${MAP_INDEX_FILE_VERSION}`, stampOf(meta.updateTime), ...ids.map((id) => `${id}@${cells.get(id)!.stamp}`)].join('\n');
  return { ...joinFile(head, parts, tail), etag: etagOf(version), gzippedEtag: etagOf(version, 'gzip'), rebuiltAt };
}

/** Reads every cell: the first request, and after a rebuild. */
async function readAll(db: Firestore, count: ReadCount): Promise<Held> {
  return db.runTransaction(
    async (tx) => {
      const query = db.collection(MAP_CELLS);
      const [cells, meta] = await Promise.all([tx.get(query), tx.get(db.collection(MAP_META).doc(MAP_META_DOC))]);
      count.query(query, cells);
      count.documents(1);
      const held = new Map(cells.docs.map((doc) => [doc.id, partOf(doc)]));
      return { cells: held, readTime: cells.readTime, metaStamp: stampOf(meta.updateTime), file: assemble(held, meta, cells.readTime.toMillis()) };
    },
    { readOnly: true },
  );
}

/** Reads what changed since `held` was read; resolves with `held` itself when nothing did. */
async function readChanges(db: Firestore, held: Held, count: ReadCount): Promise<Held | 'rebuilt'> {
  return db.runTransaction(
    async (tx) => {
      const cellsRef = db.collection(MAP_CELLS);
      const changedQuery = cellsRef.where('updatedAt', '>', Timestamp.fromMillis(held.readTime.toMillis() - MARGIN_MS));
      const [changed, total, meta] = await Promise.all([tx.get(changedQuery), tx.get(cellsRef.count()), tx.get(db.collection(MAP_META).doc(MAP_META_DOC))]);
      count.query(changedQuery, changed);
      count.aggregation();
      count.documents(1);
      if (stampOf(meta.updateTime) !== held.metaStamp) return 'rebuilt';
      const fresh = changed.docs.filter((doc) => held.cells.get(doc.id)?.stamp !== stampOf(doc.get('updatedAt')));
      if (fresh.length === 0 && total.data().count === held.cells.size) return { ...held, readTime: changed.readTime };
      const cells = new Map(held.cells);
      for (const doc of fresh) cells.set(doc.id, partOf(doc));
      if (total.data().count !== cells.size) {
        const idsQuery = cellsRef.select();
        const ids = await tx.get(idsQuery);
        count.query(idsQuery, ids);
        const present = new Set(ids.docs.map((doc) => doc.id));
        for (const id of [...cells.keys()]) if (!present.has(id)) cells.delete(id);
      }
      return { cells, readTime: changed.readTime, metaStamp: held.metaStamp, file: assemble(cells, meta, changed.readTime.toMillis()) };
    },
    { readOnly: true },
  );
}

/**
 * The instance's copy of the file, brought up to date on every call. Calls
 * made while a refresh runs wait for it rather than reading again.
 */
export function indexFileCache(db: Firestore) {
  let held: Held | null = null;
  let refreshing: Promise<Held> | null = null;
  const refresh = async (count: ReadCount): Promise<Held> => {
    const changes = held === null ? 'rebuilt' : await readChanges(db, held, count);
    held = changes === 'rebuilt' ? await readAll(db, count) : changes;
    return held;
  };
  return async function currentIndexFile(count: ReadCount): Promise<IndexFile> {
    refreshing ??= refresh(count).finally(() => {
      refreshing = null;
    });
    return (await refreshing).file;
  };
}
