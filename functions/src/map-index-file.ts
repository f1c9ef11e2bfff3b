/**
 * `mapIndexFile`: the map index as one file, behind Hosting's `/data/map-index`
 * rewrite (map-index-file-cache.ts keeps it, reading only what changed). Each
 * client is limited (client-limit.ts); a query string other than the file's two
 * URLs is redirected before anything is read (map-index-url.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { MAP_INDEX_FILE_PATH, parseMapIndexQuery, rebuiltQuery } from '../../src/domain/map-index/map-index-url';
import { limitClients } from './client-limit';
import { indexFileCache } from './map-index-file-cache';
import { ReadCount, reportReads } from './read-count';
import { refusedMethod } from './read-only-methods';
import { siteOrigin } from './site-origin';
import { sendVersioned } from './versioned-answer';

// Browsers keep it a minute, the CDN five: a visitor's live listener fills in what changed since.
// After that they revalidate, and an unchanged index answers 304 without the body.
const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/** Made on the first request: index.ts initialises the Admin app after the imports run. */
let currentIndexFile: ReturnType<typeof indexFileCache> | null = null;

export const mapIndexFile = onRequest(
  limitClients(async (request, response) => {
    if (refusedMethod(request, response)) return;
    const redirect = (query: string) =>
      response
        .set({ 'Cache-Control': CACHE_CONTROL, Location: `${siteOrigin()}${MAP_INDEX_FILE_PATH}${query === '' ? '' : `?${query}`}` })
        .status(301)
        .send('');
    const rawQuery = new URL(request.originalUrl || request.url, 'http://map-index.invalid').search.slice(1);
    const asked = parseMapIndexQuery(rawQuery);
    if (asked.kind === 'redirect') {
      redirect(asked.query);
      return;
    }
    const count = new ReadCount();
    try {
      currentIndexFile ??= indexFileCache(getFirestore());
      const file = await currentIndexFile(count);
      reportReads(response, count);
      if (asked.kind === 'rebuilt' && asked.at !== file.rebuiltAt) {
        redirect(rebuiltQuery(file.rebuiltAt));
        return;
      }
      // Sent gzipped when the client accepts it (nearly always), from the copy compressed once per change.
      sendVersioned(request, response, file, CACHE_CONTROL);
    } catch (error) {
      console.error('[map-index] the index file could not be read', error);
      response.set('Cache-Control', 'no-store').status(503).send('');
    }
  }),
);
