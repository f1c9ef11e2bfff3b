import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';

export const dataDeletionGuideRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/data-deletion-guide',
  component: lazyScreen(() => import('../../features/pages/data-deletion-guide-screen'), 'DataDeletionGuideScreen'),
});
