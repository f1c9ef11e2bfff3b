/**
 * Fetches the map index file (`/data/map-index`, built by a Cloud Function from
 * the index documents and cached by the CDN) with a plain `fetch`: the first
 * paint of the map needs no Firebase SDK. The browser may answer from its HTTP
 * cache (a minute); the live changes fill in what happened since.
 */
import { parseIndexFile, type MapIndexContent } from '../domain/map-index/map-index-file';
import { MAP_INDEX_FILE_PATH, rebuiltQuery } from '../domain/map-index/map-index-url';

export const MAP_INDEX_PATH = MAP_INDEX_FILE_PATH;

/**
 * The index, or a rejection saying why it could not be had (offline, a server error, an unreadable file).
 * `rebuiltAt` (after a rebuild of the index) names the file by that rebuild: the CDN and the
 * browser keep copies by URL, so none from before it can answer, while every visitor who heard
 * of the same rebuild still shares one copy. The function serves that URL only while it names
 * the latest rebuild, and redirects any other query string (map-index-url.ts).
 */
export async function fetchMapIndexFile(rebuiltAt?: number, signal?: AbortSignal): Promise<MapIndexContent> {
  const url = rebuiltAt === undefined ? MAP_INDEX_PATH : `${MAP_INDEX_PATH}?${rebuiltQuery(rebuiltAt)}`;
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`the map index answered ${response.status}`);
  const content = parseIndexFile(await response.text());
  if (!content) throw new Error('the map index file is not one this site can read');
  if (content.skipped > 0) console.info(`[data] the map index leaves out ${content.skipped} malformed report(s)`);
  return content;
}
