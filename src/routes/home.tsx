import { createRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home/home-screen';
import { rootRoute } from './__root';

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/home', component: HomeScreen });
