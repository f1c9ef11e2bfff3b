import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';
import { validateMapSearch } from './map-search';

export const mapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/map',
  validateSearch: validateMapSearch,
  component: lazyScreen(() => import('../../features/map/map-screen'), 'MapScreen'),
});
