import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazy-screen';
import { mapSearchRoute } from './map-search-route';

export const mapRoute = createRoute({
  getParentRoute: () => mapSearchRoute,
  path: '/map',
  component: lazyScreen(() => import('../../features/map/map-screen'), 'MapScreen'),
});
