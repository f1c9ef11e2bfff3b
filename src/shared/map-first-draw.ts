/**
 * The first time this page load's map showed reports. On the map's own routes
 * the page holds the Firebase SDK and the service worker's install back until
 * then (src/main.tsx): the markers come from the saved copy or the index file,
 * which need neither, and parsing and starting Firestore (about half a second
 * of a mid-range phone's main thread) or fetching the precache would only delay
 * them. A map that draws nothing (no reports, an error) releases them after a wait.
 *
 * "Showed" means painted: the release waits for the frame after the map says so
 * (the map says so once its loading cover has gone). Released at the draw itself,
 * the Firestore chunk could load and run before the frame that shows the markers.
 *
 * Before that, a map opening with no data yet may draw the view it last drew
 * (src/features/map/clusters/saved-answers.ts). The saved copy is read meanwhile,
 * but decoding it (50-100 ms at 50,000 reports on a 2-core machine, then React's
 * render of the whole list) waits for that view's paint, or for the map to say it
 * has none: whichever task came first used to hold the other's frame back.
 */
import { nextTask } from './next-task';

/** A signal said once, and waited for with a time limit. */
function signal() {
  let released = false;
  const waiting = new Set<() => void>();
  return {
    release(): void {
      released = true;
      for (const resolve of waiting) resolve();
      waiting.clear();
    },
    when(timeoutMs: number): Promise<void> {
      if (released) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        waiting.add(done);
      });
    },
  };
}

const drawn = signal();
const opened = signal();
let noted = false;
let openNoted = false;

/** Runs `work` once the next frame has been painted: rAF runs before it, a message posted from there after it. */
function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => void nextTask().then(work));
}

/** Said by the map once its markers are on screen (not under the loading cover); only the first call counts. */
export function noteMapDrawn(): void {
  if (noted) return;
  noted = true;
  afterNextPaint(drawn.release);
}

/** Resolves once the map's first markers have been painted, or after `timeoutMs` at the latest. */
export function whenMapDrawn(timeoutMs: number): Promise<void> {
  return drawn.when(timeoutMs);
}

/** Said by the map after its first draw with no data yet: `drewView` when it drew the view it last drew. Only the first call counts. */
export function noteMapOpened(drewView: boolean): void {
  if (openNoted) return;
  openNoted = true;
  if (drewView) afterNextPaint(opened.release);
  else opened.release();
}

/** Resolves once the map's opening view has been painted (or it said it has none), or after `timeoutMs` at the latest. */
export function whenMapOpened(timeoutMs: number): Promise<void> {
  return opened.when(timeoutMs);
}
