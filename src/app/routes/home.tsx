import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  component: lazyScreen(() => import('../../features/home/home-screen'), 'HomeScreen'),
});
