/**
 * Boot: the data layer, the session, the shared problem list, and the router;
 * then, after the first paint (on the map, after its first markers), the service
 * worker and the parts of the Firebase SDK the page needs (none on a static
 * page), and more as the visitor moves on.
 */
// First of all, the request for the visitor's words (the first paint waits for them).
import './shared/language/early-catalogue';
// Stylesheets next, so every component's own sheet comes after the tokens and the document's defaults.
import 'virtual:design-tokens.css';
import './app/global.css';
import './shared/components/controls.css';
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterFirstPaint } from './app/after-first-paint';
import { backendNeeds, drawsMapFirst, needsWholeIndex, pageNeedsBackend } from './app/backend-needs';
import { createAppRouter, type AppRouter } from './app/router';
import { isLowData, subscribeLowData } from './shared/low-data';
import { nextTask } from './shared/next-task';
import { registerServiceWorker, watchForMissingCode } from './shared/service-worker';
import { startCountingVisitData } from './app/visit-data-usage';
import { createBrowserData, type StartMapIndexOptions } from './data/browser-backend';
import { mapOpensWithSavedView, prepareMap } from './features/map/prepare-map';
import { whenMapDrawn, whenMapOpened } from './shared/map-first-draw';
import { htmlLang } from './domain/intl-locales';
import { startingLanguage } from './shared/language/early-catalogue';
import { startLanguage } from './shared/language/start-language';
import { AppProviders } from './app/app-providers';

watchForMissingCode();
startCountingVisitData();
/** How long the map's routes hold Firebase and the service worker back for the first markers at most. */
const MAP_DRAW_WAIT_MS = 3000;
/** How long the saved copy's decoding waits at most for the view the map opens with (map-first-draw.ts). */
const MAP_OPEN_WAIT_MS = 1000;
const opening = window.location.pathname;
const data = createBrowserData();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void boot(container);

/**
 * What a page that shows reports starts before anything else, each in a task of its own: the
 * map index's fetch (before the first paint needs it; on the map, with a view saved to open with,
 * the copy is decoded once that view is painted), then on the map its worker and code, which
 * start now rather than when its screen first renders. In the task that evaluates the modules
 * they were 20-40 ms of a 70-90 ms task on `/` (a profile at 1x; four times that on a cheap
 * phone), all of it counted as blocking once the page is painted from its HTML.
 */
async function startData() {
  if (!backendNeeds(opening).data) return;
  await nextTask();
  const holdCopy = drawsMapFirst(opening) && mapOpensWithSavedView();
  startMapIndex(opening, { ...(holdCopy ? { decodeAfter: whenMapOpened(MAP_OPEN_WAIT_MS) } : {}), atBoot: true });
  if (!drawsMapFirst(opening)) return;
  await nextTask();
  // A map drawn from tiles clusters on the main thread: no worker unless the map opens from the whole index.
  void prepareMap({ worker: data.mapIndexStarted() || opensFromWholeIndex() });
}

/** Resolves once the map's opening is decided (browser-backend.ts): true when it opens from the whole index. */
function opensFromWholeIndex(): Promise<boolean> {
  return new Promise((resolve) => {
    const decided = () => {
      const how = data.mapOpening();
      if (how === 'deciding') return;
      stop();
      resolve(how === 'whole');
    };
    const stop = data.subscribeMapOpening(decided);
    decided();
  });
}

/**
 * The rest of the boot, in tasks of their own. Making the router and asking for the screen's
 * chunk used to run in the task that evaluates the modules, after the first paint: 230-350 ms
 * at 4x CPU slowdown (a cheap phone), all of it keeping a tap waiting. Split, /about's
 * Lighthouse blocking time fell from 368-406 ms to 180-282 ms (three runs each, alternating).
 */
async function boot(root: HTMLElement) {
  // Asked before startLanguage() sets <html lang> to the visit's language.
  const hydrate = prerendered(root);
  await startData();
  await nextTask();
  const history = createBrowserHistory();
  await nextTask();
  const router = createAppRouter(history, 'browser');
  await nextTask();
  // The opening page's screen is fetched now, beside the catalogue.
  // A failure is met again, and handled (lazy-screen.ts), when the render asks for the same chunk.
  const routed = router.load().catch(() => {});
  // On the map the first markers are what the visitor waits for, and each wait before the first
  // render put them later: waiting for the route, the sign-in state and the number formatters
  // too cost the warm reload at 50,000 reports 100-150 ms (first markers at 310-355 ms against
  // 190-250 ms, alternating runs). There the page is drawn as soon as its words are in, with the
  // map's loading cover until the screen's code has come (MapScreenPending, routes/index.tsx).
  const mapFirst = drawsMapFirst(opening);
  // The words come before the first paint: the active language's catalogue, a chunk of its own.
  // (Awaited here, not at the top level: with a top-level await the bundler splits the shell into many small chunks.)
  await startLanguage({ formatsFirst: !mapFirst });
  const app = (
    <AppProviders data={data} hydrating={hydrate}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (hydrate) {
    // The page is already drawn (src/entry-server.tsx); React takes it over as it is. Its screen's
    // code comes first, so hydration draws the screen the build drew, not its pending state; the
    // first render is a guest's with nothing saved, as the build's, and what this device knows
    // follows in the render after (shared/hydration.tsx).
    await Promise.all([routed, data.accountOnDevice]);
    // What the router is told when it hydrates its own server render (RouterClient): it then draws
    // the tree it drew on the server, without the Suspense boundary it adds for a client render.
    router.ssr = { manifest: undefined };
    // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser
    // between them; at its default priority it took the page over in one task (300-500 ms at
    // 4x CPU) that kept a tap waiting. A tap meanwhile hydrates what it lands on first.
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // Elsewhere the router settles on the screen first, so the first render draws the screen itself
    // and React does not render the whole page a second time when the matches arrive (150-230 ms at
    // 4x); and a page that waits for the sign-in state paints a guest at once when the device holds
    // no account (session.tsx), an answer that comes from storage within milliseconds.
    if (!mapFirst) await Promise.all([routed, pageNeedsBackend(router.state.location.pathname) ? data.accountOnDevice : null]);
    const reactRoot = createRoot(root);
    // A transition: React draws the first screen in slices of a few milliseconds instead of one
    // task of 150-350 ms at 4x CPU, so a tap in the meantime is not kept waiting.
    startTransition(() => reactRoot.render(app));
  }
  // React has the page's events now: a tap on a part it has not hydrated yet makes it hydrate that
  // part first. Until this, a tap on a button did nothing; the buttons take taps from here (app/global.css).
  document.documentElement.dataset.live = '';
  afterFirstPaint(() => startAfterPaint(router));
}

/**
 * Whether #root holds this very page as the build drew it: the same path with no query, in the
 * language the visit starts in. Otherwise (a path the build has no page for, such as a mistyped
 * one answered with `/`'s page; a copy in another language; a query that changes what the page
 * shows, such as `/map?view=list` or a report's link) React draws the page afresh.
 */
function prerendered(root: HTMLElement): boolean {
  const { pathname, search } = window.location;
  return root.dataset.page === pathname && search === '' && document.documentElement.lang === htmlLang(startingLanguage);
}

/**
 * Starts the map index for a page with data: always, but in low-data mode only on a page that
 * reads every report by place (glance, the municipalities). In that mode the map starts it only to
 * follow a saved copy with its changes, and otherwise draws from the map tiles of its views
 * (features/map/clusters/tile-markers.ts); home counts from the index summary; the leaderboard
 * and profile read no report by place. The index file is megabytes at a national scale (issue 38).
 * Outside that mode a visit that opens on the map (`atBoot`) with nothing saved fetches the file at
 * once only while it is small; otherwise the map opens from tiles and the file follows its first
 * markers (startAfterPaint starts it then).
 */
function startMapIndex(pathname: string, { atBoot = false, ...options }: StartMapIndexOptions & { atBoot?: boolean } = {}): void {
  if (needsWholeIndex(pathname)) data.startMapIndex(options);
  else if (isLowData()) {
    if (drawsMapFirst(pathname)) data.startMapIndex({ ...options, onlyToFollow: true });
  } else if (atBoot && drawsMapFirst(pathname)) data.startMapIndex({ ...options, wholeWhenSmall: true });
  else data.startMapIndex(options);
}

/** The service worker, then the parts of Firebase the page needs. */
function startAfterPaint(router: AppRouter) {
  // On the map, its first markers (from the saved copy or the index file) come before both.
  const opening = router.state.location.pathname;
  const ready = drawsMapFirst(opening) ? whenMapDrawn(MAP_DRAW_WAIT_MS) : Promise.resolve();
  void ready.then(registerServiceWorker);
  // Each page loads the parts of Firebase it needs, a static page none, and more as the visitor moves on.
  const meet = (pathname: string) =>
    void ready.then(() => {
      const needs = backendNeeds(pathname);
      if (needs.data) {
        startMapIndex(pathname);
        data.startData();
        // Auth only when an account may be signed in here (to confirm it and carry its token).
        void data.accountOnDevice.then((found) => found === 'maybe' && data.startAuth());
      }
      if (needs.identity) data.startAuth();
    });
  meet(opening);
  router.subscribe('onBeforeLoad', (event) => meet(event.toLocation.pathname));
  // Low-data mode turned off on a page that held the index back: the page now wants it.
  subscribeLowData(() => meet(router.state.location.pathname));
}
