import { createRoute } from '@tanstack/react-router';
import { GlanceScreen } from '../features/glance/glance-screen';
import { rootRoute } from './__root';

export const glanceRoute = createRoute({ getParentRoute: () => rootRoute, path: '/glance', component: GlanceScreen });
