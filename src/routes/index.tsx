import { createRoute } from '@tanstack/react-router';
import { MapScreen } from '../features/map/map-screen';
import { rootRoute } from './__root';
import { validateMapSearch } from './map-search';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: validateMapSearch,
  component: MapScreen,
});
