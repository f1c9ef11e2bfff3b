/**
 * The map index as parsed reports, for the functions that answer from it (the area feeds,
 * Open311's `municipality` search): read as the index file's function reads it
 * (map-index-file-cache.ts: three reads when nothing changed) and parsed again only when the
 * file changed. Each entry carries the municipality and ward the trigger placed it in.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { parseIndexFile, type MapIndexContent } from '../../src/domain/map-index/map-index-file';
import { indexFileCache } from './map-index-file-cache';
import type { ReadCount } from './read-count';

let currentIndexFile: ReturnType<typeof indexFileCache> | null = null;
let parsed: { etag: string; content: MapIndexContent } | null = null;

/** The index as it stands, newest report first. */
export async function currentMapIndex(count: ReadCount): Promise<MapIndexContent> {
  // Made on the first call: index.ts initialises the Admin app after the imports run.
  currentIndexFile ??= indexFileCache(getFirestore());
  const file = await currentIndexFile(count);
  if (parsed?.etag !== file.etag) {
    const content = parseIndexFile(file.body);
    if (!content) throw new Error('the map index file could not be read');
    parsed = { etag: file.etag, content };
  }
  return parsed.content;
}
