/**
 * The page's side of the service worker (workbox-window): registers it in
 * production builds, says "Ready to work offline" once after the first
 * install, and "Update available" when a new version waits. The new version
 * takes over only when the user chooses Reload; nothing reloads by itself.
 *
 * Low-data mode: a first install precaches every page's code, a download the
 * visitor did not ask for, so in low-data mode a worker not yet installed is
 * registered only once the mode is turned off. An installed one stays (it saves
 * data), is told the mode (it then stops refreshing photos in the background),
 * and is not asked hourly for updates.
 */
import type { Workbox } from 'workbox-window';
import { isMissingCodeError } from '../domain/missing-code';
import { isLowData, subscribeLowData } from './low-data';

export interface ServiceWorkerState {
  /** The first install finished: the site now opens with no signal. */
  readonly offlineReady: boolean;
  /** A new version is installed and waits for the user's Reload. */
  readonly updateWaiting: boolean;
  /** Code this page needs is gone from the server (an update replaced it): only a reload helps. */
  readonly pageOutdated: boolean;
}

/** How often a long-open page asks whether a new version is out (when it becomes visible). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let state: ServiceWorkerState = { offlineReady: false, updateWaiting: false, pageOutdated: false };
const listeners = new Set<() => void>();
let workbox: Workbox | null = null;
let registering = false;
let reloadRequested = false;

function update(next: Partial<ServiceWorkerState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Tells the worker controlling this page (if any) whether it is in low-data mode. */
function tellLowData(): void {
  navigator.serviceWorker.controller?.postMessage({ type: 'LOW_DATA', on: isLowData() });
}

/**
 * Registers /sw.js (production builds only: the dev server has no service
 * worker); in low-data mode only when one is installed already, else once the mode is off.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || registering) return;
  registering = true;
  tellLowData();
  subscribeLowData(tellLowData);
  void navigator.serviceWorker
    .getRegistration('/')
    .catch(() => undefined)
    .then((installed) => {
      if (installed || !isLowData()) return register();
      const stop = subscribeLowData(() => {
        if (isLowData()) return;
        stop();
        void register();
      });
    });
}

/**
 * workbox-window is its own chunk, loaded here, after the first paint: evaluated with the page's
 * code it was 20 ms at 4x CPU of the task every page's first tap waits behind.
 */
async function register(): Promise<void> {
  if (workbox) return;
  const loaded = await import('workbox-window').catch((error: unknown) => {
    console.error('[sw] the service worker code could not load; the site works online only', error);
    return null;
  });
  if (!loaded || workbox) return;
  const wb = new loaded.Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) update({ offlineReady: true });
  });
  wb.addEventListener('waiting', () => update({ updateWaiting: true }));
  wb.addEventListener('controlling', (event) => {
    tellLowData();
    if (!event.isUpdate) return;
    // Reload only the tab where the user asked; another open tab is told instead.
    if (reloadRequested) window.location.reload();
    else update({ updateWaiting: true });
  });
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || isLowData() || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    void wb.update().catch(() => {});
  });
  workbox = wb;
  wb.register().catch((error: unknown) => console.error('[sw] registration failed; the site works online only', error));
}

/**
 * Watches for code that fails to load (see missing-code.ts): Vite reports a
 * failed dynamic import as `vite:preloadError`; anything else surfaces as an
 * unhandled rejection. Either way the page says it is out of date and offers Reload.
 */
export function watchForMissingCode(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (isMissingCodeError((event as Event & { payload?: unknown }).payload)) reportMissingCode();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isMissingCodeError(event.reason)) reportMissingCode();
  });
}

/** Says the page is out of date: code it needs is gone (a lazy screen that caught its own failed import calls this). */
export function reportMissingCode(): void {
  update({ pageOutdated: true });
}

/** Lets the waiting version take over, then reloads this tab. */
export function applyUpdate(): void {
  reloadRequested = true;
  if (workbox) workbox.messageSkipWaiting();
  else window.location.reload();
}

export function dismissOfflineReady(): void {
  update({ offlineReady: false });
}

export function subscribeServiceWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function serviceWorkerState(): ServiceWorkerState {
  return state;
}
