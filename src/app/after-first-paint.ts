/**
 * Runs work once the first frame is on screen and the main thread has a
 * moment: the Firebase SDK is loaded this way, so the saved data paints first.
 * A tab opened in the background (no frames) still gets there by the timeout.
 */
const IDLE_TIMEOUT_MS = 2000;

export function afterFirstPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  const whenIdle = () =>
    // Safari has no requestIdleCallback.
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(run, 0);
  // rAF runs before the first frame; a task queued from it runs after that frame.
  requestAnimationFrame(() => window.setTimeout(whenIdle, 0));
  window.setTimeout(run, IDLE_TIMEOUT_MS * 2);
}
