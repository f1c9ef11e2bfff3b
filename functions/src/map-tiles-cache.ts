/**
 * The map tiles as this function instance holds them: the tile index
 * (src/domain/map-tiles/tile-index.ts) built from the index file once per
 * version of the file (its ETag names the version, map-index-file-cache.ts),
 * and each answer rendered and gzipped once when first asked. A new version
 * drops every answer held. At most MAX_ANSWERS are kept (the oldest go first):
 * a country and its cities need a few hundred, and a crawler walking every
 * tile must not grow the instance without bound.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { parseIndexFile } from '../../src/domain/map-index/map-index-file';
import { mapTilesPath, type MapTilesRequest } from '../../src/domain/map-tiles/map-tiles-url';
import { MAP_TILES_VERSION } from '../../src/domain/map-tiles/tile-answers';
import { buildTileIndex, type TileIndex } from '../../src/domain/map-tiles/tile-index';
import type { IndexFile } from './map-index-file-cache';
import type { VersionedAnswer } from './versioned-answer';

const MAX_ANSWERS = 4000;


interface Held {
  /** The index file's ETag: the version the tiles were built from. */
  readonly version: string;
  readonly tiles: TileIndex;
  readonly answers: Map<string, VersionedAnswer>;
}

/** A strong validator per answer, version and encoding. */
function etagOf(version: string, path: string, encoding: 'identity' | 'gzip'): string {
  const hash = createHash('sha256').update(`${version}\n${path}`).digest('base64url').slice(0, 32);
  return `"mt${MAP_TILES_VERSION}-${hash}${encoding === 'gzip' ? '-gz' : ''}"`;
}

/** The instance's tiles; `answer` renders (or finds) one answer from the index file given. */
export function tileAnswerCache() {
  let held: Held | null = null;
  return function answer(file: IndexFile, request: MapTilesRequest): VersionedAnswer {
    if (held?.version !== file.etag) {
      const content = parseIndexFile(file.body);
      // The file's ETag names the index state alike on every instance; its quotes are not part of the name.
      const stamp = { builtAt: content?.builtAt ?? 0, version: file.etag.replace(/"/gu, '') };
      held = { version: file.etag, tiles: buildTileIndex(content?.problems ?? [], stamp), answers: new Map() };
    }
    const path = mapTilesPath(request);
    const kept = held.answers.get(path);
    if (kept) return kept;
    const { tiles } = held;
    // The summary also says what the whole file costs, so a first visit can choose it or the tiles.
    const wire =
      request.kind === 'tile' ? tiles.tile(request.tile) : request.kind === 'summary' ? { ...tiles.summary(), fileBytes: file.gzipped.length } : tiles.unplaced();
    const body = JSON.stringify(wire);
    const made = { body, etag: etagOf(held.version, path, 'identity'), gzipped: gzipSync(body), gzippedEtag: etagOf(held.version, path, 'gzip') };
    if (held.answers.size >= MAX_ANSWERS) held.answers.delete(held.answers.keys().next().value!);
    held.answers.set(path, made);
    return made;
  };
}
