import { createRoute } from '@tanstack/react-router';
import { isLowData } from '../../shared/low-data';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';
import { mapRoute } from './map';

export const glanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/glance',
  component: lazyScreen(() => import('../../features/glance/glance-screen'), 'GlanceScreen'),
  // Every tap on a glance row, and Exit, opens the map: its screen loads while the driver reads,
  // so the tap is answered within the 250 ms budget (glance.spec.ts) instead of waiting on the chunk.
  // Not in low-data mode: that chunk is fetched only if the driver does open the map.
  onEnter: () => void (isLowData() ? undefined : mapRoute.options.component?.preload?.()),
});
