/**
 * Boot: the data layer, the session, the shared problem list, and the router;
 * then, after the first paint, the Firebase SDK and the service worker.
 */
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterFirstPaint } from './app/after-first-paint';
import { pageNeedsBackend } from './app/backend-needs';
import { DataProvider } from './app/data-context';
import { router } from './app/router';
import { registerServiceWorker, watchForMissingCode } from './app/service-worker';
import { SessionProvider } from './app/session';
import './app/styles.css';
import { createBrowserData } from './data/browser-backend';
import { LocationProvider } from './features/location/location-context';
import { MapStateProvider } from './features/map/map-state-context';
import { ProblemsProvider } from './features/problems/problems-context';

watchForMissingCode();
const data = createBrowserData();
// A page that shows reports fetches the map index at once, before the first paint needs it.
if (pageNeedsBackend(router.state.location.pathname)) data.startMapIndex();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <DataProvider data={data}>
      <SessionProvider>
        <ProblemsProvider>
          <LocationProvider>
            <MapStateProvider>
              <RouterProvider router={router} />
            </MapStateProvider>
          </LocationProvider>
        </ProblemsProvider>
      </SessionProvider>
    </DataProvider>
  </StrictMode>,
);

afterFirstPaint(() => {
  registerServiceWorker();
  // A static page loads no Firebase: the SDK starts with the first page that needs it.
  if (pageNeedsBackend(router.state.location.pathname)) {
    data.startBackend();
    return;
  }
  const stop = router.subscribe('onBeforeLoad', (event) => {
    if (!pageNeedsBackend(event.toLocation.pathname)) return;
    stop();
    data.startMapIndex();
    data.startBackend();
  });
});
