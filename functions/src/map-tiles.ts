/**
 * `mapTiles`: the map tiles (issue 38, docs/architecture.md §2.1) behind Hosting's
 * `/data/map-tiles/**` rewrite: the summary, the unplaced entries and any tile
 * `z/x/y`, each built from the same index file `mapIndexFile` serves
 * (map-index-file-cache.ts, reading only what changed) and kept per version
 * (map-tiles-cache.ts). Each client is limited (client-limit.ts). Cached as the
 * index file is, with an ETag per answer and 304 while its version holds. A path
 * that names no answer is 400 and a query string is redirected away, before
 * anything is read (map-tiles-url.ts). No page asks for it yet.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { mapTilesPath, parseMapTilesPath } from '../../src/domain/map-tiles/map-tiles-url';
import { MAX_TILE_ZOOM } from '../../src/domain/map-tiles/tile-rule';
import { limitClients } from './client-limit';
import { indexFileCache } from './map-index-file-cache';
import { tileAnswerCache } from './map-tiles-cache';
import { ReadCount, reportReads } from './read-count';
import { refusedMethod } from './read-only-methods';
import { siteOrigin } from './site-origin';
import { sendVersioned } from './versioned-answer';

// As the index file (map-index-file.ts): a minute in the browser, five at the CDN, then revalidated.
const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/** Made on the first request: index.ts initialises the Admin app after the imports run. */
let currentIndexFile: ReturnType<typeof indexFileCache> | null = null;
const answerFor = tileAnswerCache();

export const mapTiles = onRequest(
  limitClients(async (request, response) => {
    if (refusedMethod(request, response)) return;
    const url = new URL(request.originalUrl || request.url, 'http://map-tiles.invalid');
    const asked = parseMapTilesPath(url.pathname);
    if (!asked) {
      response.set('Cache-Control', CACHE_CONTROL).type('text/plain').status(400).send(`No such map tile: the paths are /data/map-tiles/summary, /data/map-tiles/unplaced and /data/map-tiles/{z}/{x}/{y} with z from 0 to ${MAX_TILE_ZOOM}.`);
      return;
    }
    // One URL per answer, so one copy at the CDN: any query string is dropped.
    if (url.search !== '') {
      response.set({ 'Cache-Control': CACHE_CONTROL, Location: `${siteOrigin()}${mapTilesPath(asked)}` }).status(301).send('');
      return;
    }
    const count = new ReadCount();
    try {
      currentIndexFile ??= indexFileCache(getFirestore());
      const answer = answerFor(await currentIndexFile(count), asked);
      reportReads(response, count);
      sendVersioned(request, response, answer, CACHE_CONTROL);
    } catch (error) {
      console.error('[map-tiles] the map index could not be read', error);
      response.set('Cache-Control', 'no-store').status(503).send('');
    }
  }),
);
