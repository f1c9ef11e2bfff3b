/**
 * The runtime caching strategies, each with the reason for its limits. The
 * numbers are sized for a cheap phone: a few tens of MB in all, and every
 * cache gives way first when the browser runs short of space.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES } from './cache-names';

const DAY_S = 24 * 60 * 60;

/**
 * /version.json: the network first, so a new release shows at once; after 3 s
 * (patchy signal) or with no network, the last copy, so the download page
 * still tells which version the APK is. Non-OK answers are not kept.
 */
export const VERSION_INFO_TIMEOUT_S = 3;
export function versionInfoStrategy() {
  return new NetworkFirst({
    cacheName: CACHE_NAMES.versionInfo,
    networkTimeoutSeconds: VERSION_INFO_TIMEOUT_S,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 1 })],
  });
}

/**
 * What every runtime cache of files keeps: real 200 answers only (an opaque answer counts about
 * 7 MB against the quota in Chromium), at most `maxEntries` for `maxAgeSeconds`, and the whole
 * cache given up first when the phone runs out of space.
 */
function keptAnswers(maxEntries: number, maxAgeSeconds: number) {
  return [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true })];
}

/**
 * Map tiles: cache first. A tile of a street changes rarely, and drawing the
 * map a driver saw yesterday with no signal today is the point. 1,500 tiles
 * (about 30 MB of 20 KB tiles) covers a few towns at street level; 30 days
 * honours OpenStreetMap's tile policy (cache what was viewed, at least 7 days,
 * no bulk download). Tiles load with CORS, so only real 200 answers are kept
 * (an opaque answer would count about 7 MB against the quota in Chromium).
 */
export const TILE_MAX_ENTRIES = 1500;
export const TILE_MAX_AGE_S = 30 * DAY_S;
export function tileStrategy() {
  return new CacheFirst({ cacheName: CACHE_NAMES.tiles, plugins: keptAnswers(TILE_MAX_ENTRIES, TILE_MAX_AGE_S) });
}

/**
 * Report photos: stale-while-revalidate. A photo seen once shows at once (and
 * offline), and a replaced one is picked up on the next look. 80 photos of
 * ~50-300 KB is a few screens of reports; a week is long enough for a trip
 * without signal. Only 200 answers are kept: an opaque answer (a storage host
 * without CORS) would count about 7 MB against the quota in Chromium, and a
 * phone short of space needs it for the snapshot store first.
 */
export const PHOTO_MAX_ENTRIES = 80;
export const PHOTO_MAX_AGE_S = 7 * DAY_S;
export function photoStrategy() {
  return new StaleWhileRevalidate({ cacheName: CACHE_NAMES.photos, plugins: keptAnswers(PHOTO_MAX_ENTRIES, PHOTO_MAX_AGE_S) });
}

/**
 * Report photos in low-data mode: cache first, in the same cache. A photo
 * already kept is shown without the background refresh stale-while-revalidate
 * would spend bytes on; one not kept is downloaded (the user tapped it) and kept.
 */
export function lowDataPhotoStrategy() {
  return new CacheFirst({ cacheName: CACHE_NAMES.photos, plugins: keptAnswers(PHOTO_MAX_ENTRIES, PHOTO_MAX_AGE_S) });
}

/**
 * The map index's summary and tiles (what the map draws from in low-data mode with nothing saved):
 * the network first, since their counts are of the index's state now and change with any report;
 * after 3 s (patchy signal) or with no network, the answer kept from the last look, so the places
 * seen draw offline. 400 answers of 0.3-25 KB (a few MB at most) hold a few cities at street level
 * and the country around them; 30 days, as the map tiles under them.
 */
export const MAP_TILE_ANSWER_TIMEOUT_S = 3;
export const MAP_TILE_ANSWER_MAX_ENTRIES = 400;
export function mapTileAnswerStrategy() {
  return new NetworkFirst({
    cacheName: CACHE_NAMES.mapTileAnswers,
    networkTimeoutSeconds: MAP_TILE_ANSWER_TIMEOUT_S,
    plugins: keptAnswers(MAP_TILE_ANSWER_MAX_ENTRIES, TILE_MAX_AGE_S),
  });
}

/**
 * A municipality's ward file, fetched when the visitor taps "My ward": stale-while-revalidate, so
 * the second tap works offline and a file a new demarcation changed is picked up on the next.
 * Not precached: a phone needs at most its own and a neighbour's, 2-7 KB gzip each, so 8
 * entries cover a traveller; 90 days, as the outlines change only with a demarcation.
 */
export const WARD_FILE_MAX_ENTRIES = 8;
export const WARD_FILE_MAX_AGE_S = 90 * DAY_S;
export function wardFileStrategy() {
  return new StaleWhileRevalidate({ cacheName: CACHE_NAMES.wardFiles, plugins: keptAnswers(WARD_FILE_MAX_ENTRIES, WARD_FILE_MAX_AGE_S) });
}
