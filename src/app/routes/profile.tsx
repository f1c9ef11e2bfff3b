import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  component: lazyScreen(() => import('../../features/profile/profile-screen'), 'ProfileScreen'),
});
