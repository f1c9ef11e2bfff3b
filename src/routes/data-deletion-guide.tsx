import { createRoute } from '@tanstack/react-router';
import { DataDeletionGuideScreen } from '../features/pages/data-deletion-guide-screen';
import { rootRoute } from './__root';

export const dataDeletionGuideRoute = createRoute({ getParentRoute: () => rootRoute, path: '/data-deletion-guide', component: DataDeletionGuideScreen });
