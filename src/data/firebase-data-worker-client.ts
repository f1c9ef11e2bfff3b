/**
 * The page's side of the Firestore worker (firebase-data-worker.ts): the data
 * half, every read of which is public, answered by a Firestore that runs off
 * the main thread. Each call becomes a message; each answer comes back as
 * one, already parsed.
 */
import type { Unsubscribe } from './backend';
import type { DataHalf } from './backend-halves';
import type { FirebaseSettings } from './firebase-config';
import {
  receivedError,
  type FromWorker,
  type PublicRead,
  type PublicWatch,
  type ToWorker,
} from './firebase-data-worker-protocol';

interface Watcher {
  readonly next: (...args: never[]) => void;
  readonly error?: (error: Error) => void;
}

/**
 * Starts the worker and answers once its Firestore is running; rejects when the
 * worker cannot be loaded (offline with nothing cached), so the next caller tries again.
 */
export function startDataWorker(settings: FirebaseSettings): Promise<DataHalf> {
  const worker = new Worker(new URL('./firebase-data-worker.ts', import.meta.url), { type: 'module', name: 'firestore' });
  const watchers = new Map<number, Watcher>();
  const reads = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  const send = (message: ToWorker) => worker.postMessage(message);

  const ready = new Promise<void>((resolve, reject) => {
    worker.onmessage = ({ data: message }: MessageEvent<FromWorker>) => {
      switch (message.type) {
        case 'ready':
          return resolve();
        case 'failed':
          worker.terminate();
          return reject(receivedError(message.error));
        case 'next':
          return (watchers.get(message.id)?.next as ((...args: readonly unknown[]) => void) | undefined)?.(...message.args);
        case 'error': {
          const watcher = watchers.get(message.id);
          watchers.delete(message.id);
          return watcher?.error?.(receivedError(message.error));
        }
        case 'answer':
        case 'refused': {
          const pending = reads.get(message.id);
          reads.delete(message.id);
          if (message.type === 'answer') pending?.resolve(message.value);
          else pending?.reject(receivedError(message.error));
        }
      }
    };
    // The script itself failed to load or run: nothing was started.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      const error = new Error(`the Firestore worker could not start: ${event.message || 'script failed to load'}`);
      reject(error);
      for (const watcher of watchers.values()) watcher.error?.(error);
      watchers.clear();
      for (const pending of reads.values()) pending.reject(error);
      reads.clear();
    };
  });
  send({ type: 'start', settings });

  const watch =
    (method: PublicWatch) =>
    (...args: unknown[]): Unsubscribe => {
      const id = ++lastId;
      const last = args[args.length - 1] as Watcher | ((...values: never[]) => void);
      watchers.set(id, typeof last === 'function' ? { next: last } : last);
      send({ type: 'watch', id, method, args: args.slice(0, -1) });
      return () => {
        if (!watchers.delete(id)) return;
        send({ type: 'stop', id });
      };
    };
  const read =
    (method: PublicRead) =>
    (...args: unknown[]): Promise<never> =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        reads.set(id, { resolve: resolve as (value: unknown) => void, reject });
        send({ type: 'read', id, method, args });
      });

  const half: DataHalf = {
    watchMapChanges: watch('watchMapChanges'),
    watchMapRebuilds: watch('watchMapRebuilds'),
    watchProblem: watch('watchProblem'),
    watchProblemsById: watch('watchProblemsById'),
    watchRecentProblems: watch('watchRecentProblems'),
    watchUserProblems: watch('watchUserProblems'),
    getPublicProfile: read('getPublicProfile'),
    getTopContributors: read('getTopContributors'),
  };
  return ready.then(() => half);
}
