/**
 * Which map provider the site uses: Google when a Maps key is configured
 * (VITE_GOOGLE_MAPS_API_KEY), the open Leaflet provider otherwise. Providers are
 * loaded on demand so the map library is not part of the first download.
 */
import { lazy } from 'react';
import type { MapProvider } from './map-provider';

export function mapProvider(): MapProvider {
  return lazy(() => import('./leaflet/leaflet-provider'));
}
