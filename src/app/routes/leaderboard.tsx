import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';

export const leaderboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/leaderboard',
  component: lazyScreen(() => import('../../features/leaderboard/leaderboard-screen'), 'LeaderboardScreen'),
});
