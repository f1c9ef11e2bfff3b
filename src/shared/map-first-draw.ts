/**
 * The first time this page load's map drew reports. On the map's own routes the
 * page holds the Firebase SDK and the service worker's install back until then
 * (src/main.tsx): the markers come from the saved copy or the index file, which
 * need neither, and parsing and starting Firestore (about half a second of a
 * mid-range phone's main thread) or fetching the precache would only delay them.
 * A map that draws nothing (no reports, an error) releases them after a wait.
 */
let drawn = false;
const waiting = new Set<() => void>();

/** Said by the map each time it has drawn markers; only the first counts. */
export function noteMapDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/** Resolves once the map has drawn, or after `timeoutMs` at the latest. */
export function whenMapDrawn(timeoutMs: number): Promise<void> {
  if (drawn) return Promise.resolve();
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
