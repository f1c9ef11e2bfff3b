/**
 * Which map provider the site uses: Google when a Maps key is configured
 * (VITE_GOOGLE_MAPS_API_KEY) and its script loads; the open Leaflet provider
 * otherwise, and whenever Google fails after its retries. Providers load on
 * demand so no map library is part of the first download.
 */
import { lazy } from 'react';
import { loadGoogleMaps } from './google/load-google-maps';
import type { MapProvider } from './map-provider';

const openProvider = () => import('./leaflet/leaflet-provider');
// One component for the open map, whichever way it is chosen: switching low-data mode on a
// site without a Google key then only turns its tiles off (the `tiles` prop), with no remount.
const openMap: MapProvider = lazy(openProvider);

/** Low-data mode: the open provider, which can draw the outline with no tiles and no map script. */
export function lowDataMapProvider(): MapProvider {
  return openMap;
}

export function mapProvider(googleKey = import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined): MapProvider {
  const key = googleKey?.trim();
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
