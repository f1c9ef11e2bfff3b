import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazy-screen';
import { mapSearchRoute } from './map-search-route';

export const indexRoute = createRoute({
  getParentRoute: () => mapSearchRoute,
  path: '/',
  component: lazyScreen(() => import('../../features/map/map-screen'), 'MapScreen'),
});
