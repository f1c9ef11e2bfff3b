/**
 * The route tree of docs/product-behaviour.md §2.1, /glance (the car-friendly view) and the
 * municipalities' board and pages included. No
 * route is guarded; the profile screen asks for sign-in itself.
 */
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { rootRoute } from './routes/__root';
import { aboutRoute } from './routes/about';
import { dataDeletionGuideRoute } from './routes/data-deletion-guide';
import { downloadRoute } from './routes/download';
import { glanceRoute } from './routes/glance';
import { homeRoute } from './routes/home';
import { indexRoute } from './routes/index';
import { leaderboardRoute } from './routes/leaderboard';
import { loginRoute } from './routes/login';
import { mapRoute } from './routes/map';
import { mapSearchRoute } from './routes/map-search-route';
import { municipalitiesRoute } from './routes/municipalities';
import { municipalityRoute } from './routes/municipality';
import { privacyPolicyRoute } from './routes/privacy-policy';
import { profileRoute } from './routes/profile';
import { isLowData, subscribeLowData } from '../shared/low-data';
import { RoutePending } from './route-pending';

const routeTree = rootRoute.addChildren([
  // / and /map share their search parameters through a pathless parent (routes/map-search-route.ts).
  mapSearchRoute.addChildren([indexRoute, mapRoute]),
  homeRoute,
  leaderboardRoute,
  municipalitiesRoute,
  municipalityRoute,
  profileRoute,
  loginRoute,
  privacyPolicyRoute,
  dataDeletionGuideRoute,
  aboutRoute,
  downloadRoute,
  glanceRoute,
]);

/** Low-data mode fetches a screen's code when it is opened, not when a link is merely touched or hovered. */
const preloadForMode = () => (isLowData() ? false : 'intent');

/**
 * The router, made when the boot asks (not as this module is evaluated: on a cheap phone making
 * it is a task's worth of work of its own), following low-data mode as it is switched. Each
 * screen is its own chunk (routes/lazy-screen.ts); RoutePending fills the page while one loads.
 * In the browser the boot hands it the window's history (made a task earlier: on a first visit
 * that writes the history entry's state, 15-50 ms at 4x CPU); the prerender (src/entry-server.tsx)
 * hands it a history in memory, at the page it draws.
 */
export function createAppRouter(history: RouterHistory, where: 'browser' | 'prerender') {
  const browser = where === 'browser';
  const router = createRouter({
    routeTree,
    defaultPreload: preloadForMode(),
    defaultPendingComponent: RoutePending,
    // In the browser only: the prerender would write it as an inline script, which the site's policy refuses.
    scrollRestoration: browser,
    history,
  });
  if (browser) subscribeLowData(() => router.update({ ...router.options, defaultPreload: preloadForMode() }));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
