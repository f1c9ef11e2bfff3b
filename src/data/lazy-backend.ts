/**
 * A Backend whose real implementation (the Firebase SDK, the largest part of
 * the site's JavaScript) is loaded only once `start()` is called, after the
 * first paint, or when a user action needs it sooner. Subscriptions made before
 * then are attached when it arrives, so screens never know the difference.
 * If the load fails (offline with nothing cached), subscribers hear an error
 * and the next call tries again.
 */
import type { AuthAccount, Backend, ProblemsListener, Unsubscribe } from './backend';

export interface LazyBackend extends Backend {
  /** Starts loading the real backend (idempotent). */
  start(): void;
}

export function createLazyBackend(load: () => Promise<Backend>): LazyBackend {
  let loaded: Backend | null = null;
  let loading: Promise<Backend> | null = null;
  let started = false;
  let release: () => void = () => {};
  const startSignal = new Promise<void>((resolve) => {
    release = resolve;
  });

  const begin = (): Promise<Backend> => {
    loading ??= load().then(
      (backend) => (loaded = backend),
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
  };
  /** For a user action: load now, whatever the first paint is doing. */
  const now = (): Promise<Backend> => {
    start();
    return begin();
  };

  /** A subscription attached once the backend is there; unsubscribing before that cancels it. */
  function subscribe(attach: (backend: Backend) => Unsubscribe, onError: (error: Error) => void): Unsubscribe {
    if (loaded) return attach(loaded);
    let stop: Unsubscribe | null = null;
    let cancelled = false;
    void startSignal
      .then(begin)
      .then((backend) => {
        if (!cancelled) stop = attach(backend);
      })
      .catch((error: unknown) => {
        console.error('[data] the backend could not be loaded', error);
        if (!cancelled) onError(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }
  const watchProblems = (attach: (backend: Backend, listener: ProblemsListener) => Unsubscribe) => (listener: ProblemsListener) =>
    subscribe((backend) => attach(backend, listener), (error) => listener.error?.(error));

  return {
    start,
    watchAuth: (listener: (account: AuthAccount | null) => void, onError?: (error: Error) => void) =>
      subscribe((backend) => backend.watchAuth(listener, onError), (error) => onError?.(error)),
    currentAccount: () => loaded?.currentAccount() ?? null,
    signIn: async (email, password) => (await now()).signIn(email, password),
    createAccount: async (email, password) => (await now()).createAccount(email, password),
    signInWithGoogle: async () => (await now()).signInWithGoogle(),
    signOut: async () => (await now()).signOut(),
    checkPassword: async (password) => (await now()).checkPassword(password),
    watchAllProblems: watchProblems((backend, listener) => backend.watchAllProblems(listener)),
    watchActiveProblems: watchProblems((backend, listener) => backend.watchActiveProblems(listener)),
    watchUserProblems: (uid, listener) => subscribe((backend) => backend.watchUserProblems(uid, listener), (error) => listener.error?.(error)),
    getUserProfile: async (uid) => (await startSignal.then(begin)).getUserProfile(uid),
    getPublicProfile: async (uid) => (await startSignal.then(begin)).getPublicProfile(uid),
    getTopContributors: async (limit) => (await startSignal.then(begin)).getTopContributors(limit),
    getAdRewards: async (uid, bounds) => (await startSignal.then(begin)).getAdRewards(uid, bounds),
  };
}
