/**
 * The pathless parent of / and /map, which both show the map screen: it parses their
 * search parameters once (map-search.ts), so the screen reads them typed from the route,
 * `getRouteApi('/map-search').useSearch()`, on either path and without naming a route file.
 * `mapScreen` is what both paths show.
 */
import { createRoute } from '@tanstack/react-router';
import { MapScreenPending } from '../../features/map/map-cover';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';
import { validateMapSearch } from './map-search';

export const mapSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'map-search',
  validateSearch: validateMapSearch,
});

/** The screen of / and /map: its own chunk, one for both paths. */
export const mapScreen = {
  component: lazyScreen(() => import('../../features/map/map-screen'), 'MapScreen'),
  // The map's own loading cover while its code comes: the boot draws the map page without waiting for it.
  pendingComponent: MapScreenPending,
};
