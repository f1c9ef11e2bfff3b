/**
 * Which map provider the site uses: Google when a Maps key is configured
 * (VITE_GOOGLE_MAPS_API_KEY) and its script loads; the open Leaflet provider
 * otherwise, and whenever Google fails after its retries. Providers load on
 * demand so no map library is part of the first download.
 */
import { lazy, useEffect, useState } from 'react';
import { loadGoogleMaps } from './google/load-google-maps';
import type LeafletProvider from './leaflet/leaflet-provider';
import type { MapProvider } from './map-provider';
import { tileOrigins } from './tile-layers';

/**
 * The build's Maps key. Read once, here, so that a build without one has no path to the
 * Google provider: the bundler then leaves its chunk out, and the service worker does not
 * precache 148 KB (32 KB gzip) of code no visitor of that site could run.
 */
const GOOGLE_KEY = (import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined)?.trim() || undefined;

type OpenModule = { readonly default: typeof LeafletProvider };
let openModule: OpenModule | null = null;
const openProvider = () => import('./leaflet/leaflet-provider').then((module) => (openModule = module));
/**
 * The open provider's code for `lazy`: once loaded (preloadMapProvider), handed
 * over at once. `lazy` renders without suspending only when the thenable calls
 * back synchronously, and a resolved promise waits for a microtask; suspending shows
 * the fallback and renders again. That also held the map back for up to 300 ms (its throttle on revealing
 * suspended content): 80-150 ms of an idle main thread before the first offline
 * markers, measured at 50,000 reports.
 */
const openCode = (): Promise<OpenModule> =>
  openModule ? ({ then: (done: (module: OpenModule) => unknown) => done(openModule!) } as unknown as Promise<OpenModule>) : openProvider();

/**
 * Starts fetching the provider's code for a page about to draw the map, before
 * the map screen renders and asks for it (the import is the same, so it runs once).
 * A failure is left to the screen's own import, which reports it.
 */
export function preloadMapProvider(lowData: boolean): void {
  // The key is tested on its own (a constant once built), so a build without one keeps no import of Google's provider.
  if (!GOOGLE_KEY || lowData) {
    openProvider().catch(() => {});
    if (!lowData) preconnect(tileOrigins('road'));
    return;
  }
  import('./google/google-provider').catch(() => {});
}

/**
 * Opens the connections to the tile hosts while the map's code and data load: on a phone
 * network the handshake (DNS, TCP, TLS: three round trips or more) otherwise comes after
 * the map is made and before its first tile, the largest thing the map page paints. The
 * map opens on the road map. Low-data mode draws no tiles and opens nothing.
 */
function preconnect(origins: readonly string[]): void {
  for (const origin of origins) {
    if (document.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    // Leaflet asks for tiles with CORS (crossOrigin: true), so the connection must be an anonymous one.
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}

// One component for the open map, whichever way it is chosen: switching low-data mode on a
// site without a Google key then only turns its tiles off (the `tiles` prop), with no remount.
const openMap: MapProvider = lazy(openCode);

/**
 * Whether `provider` can render now without suspending. The open provider's code is waited
 * for here, outside Suspense: a map that suspends is revealed only after React's throttle
 * on suspended content (up to 300 ms of an idle page before the first markers; with the screen's
 * own chunk asked for at boot the screen often renders before the map's code has run), where
 * this state update renders it as soon as the code is here. Other providers suspend as before.
 */
export function useProviderCode(provider: MapProvider): boolean {
  const [here, setHere] = useState(() => openModule !== null);
  const waits = provider === openMap && !here && openModule === null;
  useEffect(() => {
    if (!waits) return;
    let current = true;
    // A failure renders the provider all the same: its own import then fails into the error boundary.
    const done = () => current && setHere(true);
    openProvider().then(done, done);
    return () => {
      current = false;
    };
  }, [waits]);
  return !waits;
}

/** Low-data mode: the open provider, which can draw the outline with no tiles and no map script. */
export function lowDataMapProvider(): MapProvider {
  return openMap;
}

export function mapProvider(): MapProvider {
  const key = GOOGLE_KEY;
  if (!key) return openMap;
  return lazy(async () => {
    try {
      await loadGoogleMaps(key);
      return await import('./google/google-provider');
    } catch (error) {
      console.warn('[map] Google Maps is unavailable; using the open map instead', error);
      return openProvider();
    }
  });
}
