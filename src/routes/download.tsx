import { createRoute } from '@tanstack/react-router';
import { DownloadScreen } from '../features/download/download-screen';
import { rootRoute } from './__root';

export const downloadRoute = createRoute({ getParentRoute: () => rootRoute, path: '/download', component: DownloadScreen });
