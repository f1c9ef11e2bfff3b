/**
 * Runs work once the first contentful paint is on screen and the main thread
 * has a moment: the Firebase SDK is loaded this way, so the saved data paints
 * first. Browsers without paint timing, and tabs opened in the background
 * (which paint nothing), get there by the timeout.
 */
const IDLE_TIMEOUT_MS = 2000;
const FALLBACK_MS = 4000;

export function afterFirstPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    work();
  };
  const whenIdle = () =>
    // Safari has no requestIdleCallback.
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(run, 0);

  let observer: PerformanceObserver | null = null;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) whenIdle();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    observer = null; // no paint timing: the fallback below decides
  }
  window.setTimeout(run, FALLBACK_MS);
}
