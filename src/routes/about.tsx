import { createRoute } from '@tanstack/react-router';
import { AboutScreen } from '../features/pages/about-screen';
import { rootRoute } from './__root';

export const aboutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/about', component: AboutScreen });
