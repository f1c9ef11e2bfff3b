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
 */
import { nextTask } from './next-task';

let noted = false;
let released = false;
const waiting = new Set<() => void>();

function release(): void {
  released = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

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
  afterNextPaint(release);
}

/** Resolves once the map's first markers have been painted, or after `timeoutMs` at the latest. */
export function whenMapDrawn(timeoutMs: number): Promise<void> {
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
}
