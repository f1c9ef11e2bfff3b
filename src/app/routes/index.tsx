import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';
import { validateMapSearch } from './map-search';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: validateMapSearch,
  component: lazyScreen(() => import('../../features/map/map-screen'), 'MapScreen'),
});
