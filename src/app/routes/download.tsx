import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';

export const downloadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/download',
  component: lazyScreen(() => import('../../features/download/download-screen'), 'DownloadScreen'),
});
