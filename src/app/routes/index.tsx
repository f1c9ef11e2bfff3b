import { createRoute } from '@tanstack/react-router';
import { MapScreenPending } from '../../features/map/map-cover';
import { lazyScreen } from './lazy-screen';
import { mapSearchRoute } from './map-search-route';

export const indexRoute = createRoute({
  getParentRoute: () => mapSearchRoute,
  path: '/',
  component: lazyScreen(() => import('../../features/map/map-screen'), 'MapScreen'),
  // The map's own loading cover while its code comes: the boot draws the map page without waiting for it.
  pendingComponent: MapScreenPending,
});
