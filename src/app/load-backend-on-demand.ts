/**
 * Loads the backend's halves as the pages visited need them (backend-needs.ts):
 * for the page open once its first paint is on screen, then for each page
 * navigated to. Auth for a remembered guest waits until the page has been quiet
 * a while, so it never competes with the map or the lists for a cheap phone's
 * main thread; a sign-in action loads it at once anyway (lazy-backend.ts).
 */
import type { BrowserData } from '../data/browser-backend';
import { loadSessionHint } from '../data/session-hint';
import { backendNeeds } from './backend-needs';

/** How long after a data page opens a remembered guest's Auth may load. */
const AUTH_LATER_MS = 8000;
const IDLE_TIMEOUT_MS = 5000;

function whenIdle(work: () => void): void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(work, 0);
}

export function loadBackendOnDemand(
  data: Pick<BrowserData, 'startData' | 'startAuth'>,
  currentPath: string,
  onNavigate: (listener: (pathname: string) => void) => void,
): void {
  let authScheduled = false;
  const meet = (pathname: string) => {
    const needs = backendNeeds(pathname, loadSessionHint());
    if (needs.data) data.startData();
    if (needs.auth === 'now') data.startAuth();
    if (needs.auth === 'later' && !authScheduled) {
      authScheduled = true;
      window.setTimeout(() => whenIdle(data.startAuth), AUTH_LATER_MS);
    }
  };
  meet(currentPath);
  onNavigate(meet);
}
