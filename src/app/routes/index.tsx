import { createRoute } from '@tanstack/react-router';
import { mapScreen, mapSearchRoute } from './map-search-route';

export const indexRoute = createRoute({
  getParentRoute: () => mapSearchRoute,
  path: '/',
  ...mapScreen,
});
