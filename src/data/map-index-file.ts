/**
 * Fetches the map index file (`/data/map-index`, built by a Cloud Function from
 * the index documents and cached by the CDN) with a plain `fetch`: the first
 * paint of the map needs no Firebase SDK. The browser may answer from its HTTP
 * cache (a minute); the live changes fill in what happened since.
 */
import { parseIndexFile, type MapIndexContent } from '../domain/map-index/map-index-file';

export const MAP_INDEX_PATH = '/data/map-index';

/** The index, or a rejection saying why it could not be had (offline, a server error, an unreadable file). */
export async function fetchMapIndexFile(signal?: AbortSignal): Promise<MapIndexContent> {
  const response = await fetch(MAP_INDEX_PATH, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`the map index answered ${response.status}`);
  const content = parseIndexFile(await response.text());
  if (!content) throw new Error('the map index file is not one this site can read');
  if (content.skipped > 0) console.info(`[data] the map index leaves out ${content.skipped} malformed report(s)`);
  return content;
}
