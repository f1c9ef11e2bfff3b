import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: lazyScreen(() => import('../../features/login/login-screen'), 'LoginScreen'),
});
