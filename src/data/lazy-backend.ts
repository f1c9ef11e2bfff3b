/**
 * A Backend whose two halves (Firebase Auth, Firestore: most of the site's
 * JavaScript) load only when something needs them: the page asks with
 * `startData()` / `startAuth()` once its first paint is on screen, and a user
 * action (sign in, sign out, Google) loads Auth at once. Subscriptions made
 * before then are attached when the code arrives, so screens never know the
 * difference. A guest reading the map never loads Auth.
 *
 * Firestore reads the signed-in user's token from Auth when Auth is there; a
 * read of a user's own documents before that would be refused. So when someone
 * may be signed in on this device, the data half waits for Auth to load first.
 */
import type { AuthAccount, Backend, Unsubscribe } from './backend';
import type { AuthHalf, DataHalf } from './backend-halves';
import { createLazyPart } from './lazy-part';

export interface LazyBackend extends Backend {
  /** Loads the data half (Firestore) and lets its waiting reads through (idempotent). */
  startData(): void;
  /** Loads the identity half (Auth) and lets its waiting subscriptions through (idempotent). */
  startAuth(): void;
}

export interface LazyBackendParts {
  readonly loadAuth: () => Promise<AuthHalf>;
  readonly loadData: () => Promise<DataHalf>;
  /** Whether an account may be signed in on this device (remembered, saved by Auth, or not known). */
  readonly maybeSignedIn: () => Promise<boolean>;
}

export function createLazyBackend(parts: LazyBackendParts): LazyBackend {
  const auth = createLazyPart('identity', parts.loadAuth);
  const data = createLazyPart('data', async () => {
    // Auth failing to load (offline, nothing cached) leaves the public reads working.
    if (await parts.maybeSignedIn()) await auth.now().catch(() => {});
    return parts.loadData();
  });
  /** A live read of the data half; a failure to load it reaches the listener's error. */
  const follow = (attach: (half: DataHalf) => Unsubscribe, listener: { error?(error: Error): void }) =>
    data.subscribe(attach, (error) => listener.error?.(error));

  return {
    startData: data.start,
    startAuth: auth.start,
    watchAuth: (listener: (account: AuthAccount | null) => void, onError?: (error: Error) => void) =>
      auth.subscribe((half) => half.watchAuth(listener, onError), (error) => onError?.(error)),
    currentAccount: () => auth.current()?.currentAccount() ?? null,
    signIn: async (email, password) => (await auth.now()).signIn(email, password),
    createAccount: async (email, password) => (await auth.now()).createAccount(email, password),
    signInWithGoogle: async () => (await auth.now()).signInWithGoogle(),
    async signOut() {
      await (await auth.now()).signOut();
      // Firestore's cache holds the user's own documents even when this page never loaded Firestore.
      await (await data.now()).forgetCache();
    },
    checkPassword: async (password) => (await auth.now()).checkPassword(password),
    watchMapChanges: (since, listener) => follow((half) => half.watchMapChanges(since, listener), listener),
    // Losing the rebuild signal only delays a refetch; the load failure is logged by subscribe.
    watchMapRebuilds: (listener) => data.subscribe((half) => half.watchMapRebuilds(listener), () => {}),
    watchProblem: (id, listener) => follow((half) => half.watchProblem(id, listener), listener),
    watchProblemsById: (ids, listener) => follow((half) => half.watchProblemsById(ids, listener), listener),
    watchRecentProblems: (count, listener) => follow((half) => half.watchRecentProblems(count, listener), listener),
    watchUserProblems: (uid, listener) => follow((half) => half.watchUserProblems(uid, listener), listener),
    getUserProfile: async (uid) => (await data.whenStarted()).getUserProfile(uid),
    getPublicProfile: async (uid) => (await data.whenStarted()).getPublicProfile(uid),
    getTopContributors: async (limit) => (await data.whenStarted()).getTopContributors(limit),
    getAdRewards: async (uid, bounds) => (await data.whenStarted()).getAdRewards(uid, bounds),
  };
}
