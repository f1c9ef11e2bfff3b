/**
 * The pathless parent of / and /map, which both show the map screen: it parses their
 * search parameters once (map-search.ts), so the screen reads them typed from the route,
 * `getRouteApi('/map-search').useSearch()`, on either path and without naming a route file.
 */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { validateMapSearch } from './map-search';

export const mapSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'map-search',
  validateSearch: validateMapSearch,
});
