/**
 * What a page that opens on the map starts at boot, alongside reading the saved
 * copy: the clustering worker and the map provider's code. Each otherwise
 * started only when the map screen first rendered, and on a busy phone their
 * start-up then came after the data, on the way to the first markers.
 */
import { isLowData } from '../../shared/low-data';
import { nextTask } from '../../shared/next-task';
import { prewarmClusterWorker, savedOpeningViews } from './clusters/cluster-index';
import { preloadMapProvider } from './providers/choose-provider';

/** `worker`: whether the map will cluster the whole index, or a promise of that once it is known. */
export async function prepareMap({ worker }: { readonly worker: boolean | Promise<boolean> }): Promise<void> {
  if (worker === true) prewarmClusterWorker();
  else if (worker) void worker.then((wanted) => wanted && prewarmClusterWorker());
  // Each in a task of its own: making the worker, and the bundler's preload of the provider's
  // code and stylesheet (a link element each), were 70 ms together at 4x CPU in one task.
  await nextTask();
  preloadMapProvider(isLowData());
}

/** Whether the map kept a view it can open with before the saved copy is read (saved-answers.ts). */
export function mapOpensWithSavedView(): boolean {
  return savedOpeningViews() > 0;
}
