/**
 * The Firestore worker: the data half (the map's live changes, the reports a
 * screen shows, public profiles) runs here, off the page's main thread (issue
 * 12, point 6). On a cheap phone the SDK's own start and the decoding of every
 * answer took over a second of main thread on /home (Lighthouse, 4x CPU
 * slowdown), in long tasks that kept taps waiting. Every read here is public:
 * Auth does not run in the worker, and a user's own documents are read on the
 * page (firebase-own-documents.ts).
 */
import type { Unsubscribe } from './backend';
import { createFirebaseDataHalf } from './firebase-data';
import type { DataHalf } from './backend-halves';
import { sendableError, type FromWorker, type ToWorker } from './firebase-data-worker-protocol';

/** The worker's global scope, as far as this file uses it (the DOM types describe a window). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

let data: DataHalf | null = null;
const watches = new Map<number, Unsubscribe>();

function watch(id: number, method: Extract<ToWorker, { type: 'watch' }>['method'], args: readonly unknown[], half: DataHalf): Unsubscribe {
  const next = (...values: unknown[]) => scope.postMessage({ type: 'next', id, args: values });
  const error = (failure: Error) => scope.postMessage({ type: 'error', id, error: sendableError(failure) });
  const listener = { next, error };
  // The arguments were checked by the page's types before they were sent.
  switch (method) {
    case 'watchMapChanges':
      return half.watchMapChanges(args[0] as number, listener);
    case 'watchMapRebuilds':
      return half.watchMapRebuilds((rebuiltAt) => next(rebuiltAt));
    case 'watchProblem':
      return half.watchProblem(args[0] as string, listener);
    case 'watchProblemsById':
      return half.watchProblemsById(args[0] as string[], listener);
    case 'watchRecentProblems':
      return half.watchRecentProblems(args[0] as number, listener);
    case 'watchUserProblems':
      return half.watchUserProblems(args[0] as string, listener);
  }
}

function read(method: Extract<ToWorker, { type: 'read' }>['method'], args: readonly unknown[], half: DataHalf): Promise<unknown> {
  switch (method) {
    case 'getPublicProfile':
      return half.getPublicProfile(args[0] as string);
    case 'getTopContributors':
      return half.getTopContributors(args[0] as number);
  }
}

scope.onmessage = ({ data: message }) => {
  if (message.type === 'start') {
    try {
      data ??= createFirebaseDataHalf({ settings: message.settings });
      scope.postMessage({ type: 'ready' });
    } catch (error) {
      scope.postMessage({ type: 'failed', error: sendableError(error) });
    }
    return;
  }
  if (message.type === 'stop') {
    watches.get(message.id)?.();
    watches.delete(message.id);
    return;
  }
  const half = data;
  if (!half) return; // the page sends nothing before 'ready'
  if (message.type === 'watch') {
    watches.set(message.id, watch(message.id, message.method, message.args, half));
    return;
  }
  read(message.method, message.args, half).then(
    (value) => scope.postMessage({ type: 'answer', id: message.id, value }),
    (error: unknown) => scope.postMessage({ type: 'refused', id: message.id, error: sendableError(error) }),
  );
};
