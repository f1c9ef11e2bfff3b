/**
 * A Backend whose two halves (Firebase Auth, Firestore: most of the site's
 * JavaScript) load only when something needs them: the page asks with
 * `startData()` / `startAuth()` once its first paint is on screen, and a user
 * action (sign in, sign out, Google) loads Auth at once. Subscriptions made
 * before then are attached when the code arrives, so screens never know the
 * difference.
 *
 * Firestore reads the signed-in user's token from Auth when Auth is there; a
 * read of a user's own documents before that would be refused. So when a
 * signed-in user is remembered, the data half waits for Auth to load first.
 */
import type { AuthAccount, Backend, ProblemsListener, Unsubscribe } from './backend';
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
  /** The remembered sign-in state (session hint): an account, null for a guest, undefined when unknown. */
  readonly rememberedAccount: () => AuthAccount | null | undefined;
}

export function createLazyBackend(parts: LazyBackendParts): LazyBackend {
  const auth = createLazyPart('identity', parts.loadAuth);
  const data = createLazyPart('data', async () => {
    if (parts.rememberedAccount()) await auth.now();
    return parts.loadData();
  });

  const watchProblems = (attach: (half: DataHalf, listener: ProblemsListener) => Unsubscribe) => (listener: ProblemsListener) =>
    data.subscribe((half) => attach(half, listener), (error) => listener.error?.(error));

  return {
    startData: data.start,
    startAuth: auth.start,
    watchAuth: (listener: (account: AuthAccount | null) => void, onError?: (error: Error) => void) =>
      auth.subscribe((half) => half.watchAuth(listener, onError), (error) => onError?.(error)),
    currentAccount: () => auth.current()?.currentAccount() ?? null,
    signIn: async (email, password) => (await auth.now()).signIn(email, password),
    createAccount: async (email, password) => (await auth.now()).createAccount(email, password),
    signInWithGoogle: async () => (await auth.now()).signInWithGoogle(),
    signOut: async () => (await auth.now()).signOut(),
    checkPassword: async (password) => (await auth.now()).checkPassword(password),
    watchAllProblems: watchProblems((half, listener) => half.watchAllProblems(listener)),
    watchActiveProblems: watchProblems((half, listener) => half.watchActiveProblems(listener)),
    watchUserProblems: (uid, listener) => data.subscribe((half) => half.watchUserProblems(uid, listener), (error) => listener.error?.(error)),
    getUserProfile: async (uid) => (await data.whenStarted()).getUserProfile(uid),
    getPublicProfile: async (uid) => (await data.whenStarted()).getPublicProfile(uid),
    getTopContributors: async (limit) => (await data.whenStarted()).getTopContributors(limit),
    getAdRewards: async (uid, bounds) => (await data.whenStarted()).getAdRewards(uid, bounds),
  };
}
