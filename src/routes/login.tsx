import { createRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/login/login-screen';
import { rootRoute } from './__root';

export const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginScreen });
