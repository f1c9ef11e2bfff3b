import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';
import { mapRoute } from './map';

export const glanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/glance',
  component: lazyScreen(() => import('../features/glance/glance-screen'), 'GlanceScreen'),
  // Every tap on a glance row, and Exit, opens the map: its screen loads while the driver reads,
  // so the tap is answered within the 250 ms budget (glance.spec.ts) instead of waiting on the chunk.
  onEnter: () => void mapRoute.options.component?.preload?.(),
});
