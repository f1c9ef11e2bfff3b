/**
 * The browser's first `Intl` number or date formatter loads ICU's locale data: one
 * native call of 100-200 ms at Lighthouse's 4x CPU slowdown (measured in Chromium),
 * which cannot be split and so was the page's longest task after its first paint. ICU
 * keeps that data for the whole renderer process, threads included, so a worker that
 * makes the same formatters first takes the load off the main thread: made on the page
 * afterwards they took 0-3 ms (the same blank page at 4x, three runs).
 */
import { nextTask } from '../next-task';

/** What the worker is asked to make: the starting language's locales and the reports' time zone. */
export interface IntlWarmup {
  readonly locales: string[];
  readonly timeZone: string;
}

/** How long the page waits for the worker at most; after that it makes its formatters itself. */
const WARMUP_WAIT_MS = 800;

/**
 * Starts the worker and resolves once it has made its formatters, when it cannot run
 * (no workers, a refused script), or after WARMUP_WAIT_MS, whichever comes first.
 * Never rejects: a cold ICU only costs time.
 */
export function warmIntl(warmup: IntlWarmup): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, WARMUP_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    // Started in a task of its own: making a worker costs the main thread 30-40 ms at 4x CPU,
    // and in the task that evaluates the page's modules that counted as blocking on `/`.
    void nextTask().then(() => {
      try {
        const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module', name: 'intl-warmup' });
        worker.onmessage = done;
        worker.onerror = done;
        worker.postMessage(warmup);
      } catch {
        done();
      }
    });
  });
}
