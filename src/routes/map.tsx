import { createRoute } from '@tanstack/react-router';
import { MapScreen } from '../features/map/map-screen';
import { rootRoute } from './__root';
import { validateMapSearch } from './map-search';

export const mapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/map',
  validateSearch: validateMapSearch,
  component: MapScreen,
});
