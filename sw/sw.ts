/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest): the app shell is
 * precached so the site opens with no signal; runtime rules below decide, per
 * kind of request, what may be served from a cache and for how long. Each rule
 * says why it has its strategy and limits. Firestore and Auth traffic has no
 * rule on purpose: the Firebase SDK keeps its own offline cache, and our
 * snapshot store (IndexedDB) keeps the last data the screens showed.
 *
 * Updates never take over a page by themselves: a new worker waits until the
 * page asks it to (the "Update available · Reload" prompt posts SKIP_WAITING).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { CACHE_NAMES, removeRetiredCaches } from './cache-names';
import { isLowDataMessage, lowDataOn, rememberLowData } from './low-data-flag';
import { overrideLanguages, pageCopyUrls } from './page-copies';
import { isApk, isGoogleMaps, isMapTileAnswer, isPhoto, isTile, isVersionInfo, isWardFile, NAVIGATION_DENYLIST } from './request-kinds';
import { lowDataPhotoStrategy, mapTileAnswerStrategy, photoStrategy, tileStrategy, versionInfoStrategy, wardFileStrategy } from './strategies';

declare const self: ServiceWorkerGlobalScope;

// The app shell: index.html, every script and stylesheet of this build, the
// icons and the manifest. Precached at install so the first visit already
// leaves a site that opens offline; revisions make an update fetch only what changed.
precacheAndRoute(self.__WB_MANIFEST);
// Precaches of earlier Workbox versions (their names differ) are dead weight.
cleanupOutdatedCaches();

// Navigations (a reload, a shared /map?problem= link, a home-screen launch)
// get the page's precached copy in the visitor's language (page-copies.ts): painted
// at once, then hydrated, with the data from the snapshot store. Files that are not
// pages are never answered with one.
registerRoute(new NavigationRoute(async ({ url }) => servePageCopy(url.pathname), { denylist: NAVIGATION_DENYLIST }));

async function servePageCopy(pathname: string): Promise<Response> {
  const chosen = await self.cookieStore?.get('firebase-language-override').catch(() => null);
  const languages = [...overrideLanguages(chosen?.value), ...self.navigator.languages];
  for (const url of pageCopyUrls(pathname, languages)) {
    const copy = await matchPrecache(url);
    if (copy) return copy;
  }
  return fetch(pathname);
}

registerRoute(({ url }) => isVersionInfo(url, self.location.origin), versionInfoStrategy());
registerRoute(({ url }) => isApk(url), new NetworkOnly());
registerRoute(({ url }) => isWardFile(url, self.location.origin), wardFileStrategy());
registerRoute(({ url }) => isMapTileAnswer(url, self.location.origin), mapTileAnswerStrategy());
registerRoute(({ url }) => isGoogleMaps(url), new NetworkOnly());
registerRoute(({ url, request }) => isTile(url, request.destination), tileStrategy());
// Photos: refreshed in the background as usual, but not in low-data mode (the page says which it is in).
const photosFresh = photoStrategy();
const photosSaved = lowDataPhotoStrategy();
registerRoute(
  ({ url, request }) => isPhoto(url, request.destination, self.location.origin),
  async (options) => ((await lowDataOn()) ? photosSaved : photosFresh).handle(options),
);

// A copy of version.json from the start, so the download page names the
// version offline even if it was never opened online. No signal at install
// time is fine: the rule above fills the cache on the first visit instead.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAMES.versionInfo)
      .then((cache) => cache.add('/version.json'))
      .catch(() => {}),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (isLowDataMessage(event.data)) event.waitUntil(rememberLowData(event.data.on));
});

// On the first install, take the open page at once so it works offline without
// a reload. After an update this runs only once the user chose to reload.
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(removeRetiredCaches(Object.values(CACHE_NAMES)));
});
