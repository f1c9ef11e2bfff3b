import { createRootRoute } from '@tanstack/react-router';
import { RootLayout } from '../root-layout';
import { NotFoundScreen } from '../../features/pages/not-found-screen';

export const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundScreen });
