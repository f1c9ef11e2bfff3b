import { createRoute } from '@tanstack/react-router';
import { mapScreen, mapSearchRoute } from './map-search-route';

export const mapRoute = createRoute({
  getParentRoute: () => mapSearchRoute,
  path: '/map',
  ...mapScreen,
});
