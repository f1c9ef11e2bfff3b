/**
 * A Backend whose parts load only when something needs them: public data
 * (Firestore, in a worker), identity (Firebase Auth) and a user's own documents
 * (Firestore Lite, on the page). The page asks with `startData()` /
 * `startAuth()` once its first paint is on screen, and a user action (sign in,
 * sign out, Google) loads Auth at once. Subscriptions made before then are
 * attached when the code arrives, so screens never know the difference. A guest
 * reading the map never loads Auth.
 *
 * Only a user's own documents need the signed-in user's token, which Auth holds:
 * they are read once Auth is there. Public reads never wait for Auth.
 */
import type { AuthAccount, Backend, Unsubscribe } from './backend';
import type { AuthHalf, DataHalf, OwnDocuments } from './backend-halves';
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
  readonly loadOwn: () => Promise<OwnDocuments>;
}

export function createLazyBackend(parts: LazyBackendParts): LazyBackend {
  const auth = createLazyPart('identity', parts.loadAuth);
  const data = createLazyPart('data', parts.loadData);
  const own = createLazyPart('own documents', async () => {
    await auth.now();
    return parts.loadOwn();
  });
  /** A user's own documents, once the page has started its data (after its first paint). */
  const ownDocuments = async () => {
    await data.whenStarted();
    return own.now();
  };
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
      try {
        await (await auth.now()).signOut();
      } finally {
        // Firestore may have kept the user's own documents on this device in an earlier version:
        // forgotten even when signing out failed, which leaves the device no safer to keep them.
        await (await own.now()).forgetCache();
      }
    },
    forgetPrivateData: async () => (await own.now()).forgetCache(),
    checkPassword: async (password) => (await auth.now()).checkPassword(password),
    watchMapChanges: (since, listener) => follow((half) => half.watchMapChanges(since, listener), listener),
    // Losing the rebuild signal only delays a refetch; the load failure is logged by subscribe.
    watchMapRebuilds: (listener) => data.subscribe((half) => half.watchMapRebuilds(listener), () => {}),
    watchProblem: (id, listener) => follow((half) => half.watchProblem(id, listener), listener),
    watchProblemsById: (ids, listener) => follow((half) => half.watchProblemsById(ids, listener), listener),
    watchRecentProblems: (count, listener) => follow((half) => half.watchRecentProblems(count, listener), listener),
    watchUserProblems: (uid, listener) => follow((half) => half.watchUserProblems(uid, listener), listener),
    getUserProfile: async (uid) => (await ownDocuments()).getUserProfile(uid),
    getPublicProfile: async (uid) => (await data.whenStarted()).getPublicProfile(uid),
    getTopContributors: async (limit) => (await data.whenStarted()).getTopContributors(limit),
    getAdRewards: async (uid, bounds) => (await ownDocuments()).getAdRewards(uid, bounds),
  };
}
