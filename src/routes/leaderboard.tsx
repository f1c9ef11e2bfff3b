import { createRoute } from '@tanstack/react-router';
import { LeaderboardScreen } from '../features/leaderboard/leaderboard-screen';
import { rootRoute } from './__root';

export const leaderboardRoute = createRoute({ getParentRoute: () => rootRoute, path: '/leaderboard', component: LeaderboardScreen });
