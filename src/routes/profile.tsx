import { createRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../features/profile/profile-screen';
import { rootRoute } from './__root';

export const profileRoute = createRoute({ getParentRoute: () => rootRoute, path: '/profile', component: ProfileScreen });
