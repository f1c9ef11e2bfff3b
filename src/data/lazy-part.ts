/**
 * One half of the backend (Firebase Auth, or Firestore) whose code is loaded
 * only once something asks for it: `start()` lets the waiting subscriptions and
 * reads through (the page needs this half), `now()` loads at once for a user
 * action. Subscriptions made earlier are attached when the code arrives. If the
 * load fails (offline with nothing cached), subscribers hear an error and the
 * next call tries again.
 */
import type { Unsubscribe } from './backend';

export interface LazyPart<T> {
  /** Lets waiting work through and starts loading (idempotent). */
  start(): void;
  /** Whether `start()` or `now()` has been called. */
  isStarted(): boolean;
  /** Starts and loads at once, for a user action. */
  now(): Promise<T>;
  /** The part, once something started it; waits until then. */
  whenStarted(): Promise<T>;
  /** The part if it has arrived. */
  current(): T | null;
  /** A subscription attached once the part is there; unsubscribing before that cancels it. */
  subscribe(attach: (part: T) => Unsubscribe, onError: (error: Error) => void): Unsubscribe;
}

export function createLazyPart<T>(name: string, load: () => Promise<T>): LazyPart<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  let started = false;
  let release: () => void = () => {};
  const startSignal = new Promise<void>((resolve) => {
    release = resolve;
  });

  const begin = (): Promise<T> => {
    loading ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const start = () => {
    if (started) return;
    started = true;
    release();
    // Load now rather than at the first subscriber: a page that asked for this half will use it.
    begin().catch(() => {}); // each caller hears the failure through its own promise
  };
  const whenStarted = () => startSignal.then(begin);

  return {
    start,
    isStarted: () => started,
    now() {
      start();
      return begin();
    },
    whenStarted,
    current: () => loaded,
    subscribe(attach, onError) {
      if (loaded) return attach(loaded);
      let stop: Unsubscribe | null = null;
      let cancelled = false;
      void whenStarted()
        .then((part) => {
          if (!cancelled) stop = attach(part);
        })
        .catch((error: unknown) => {
          console.error(`[data] the ${name} code could not be loaded`, error);
          if (!cancelled) onError(error instanceof Error ? error : new Error(String(error)));
        });
      return () => {
        cancelled = true;
        stop?.();
      };
    },
  };
}
