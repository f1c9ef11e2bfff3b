import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';

export const glanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/glance',
  component: lazyScreen(() => import('../features/glance/glance-screen'), 'GlanceScreen'),
});
