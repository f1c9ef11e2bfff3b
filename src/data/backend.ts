/**
 * The one interface screens use to reach data and identity. Screens never
 * import an SDK: the Firebase adapter (firebase-backend.ts) implements this,
 * and a second backend would be a new module, not an `if` in a component.
 * Everything handed out here has passed the domain parsers.
 */
import type { AdReward, Problem, PublicProfile, UserProfile } from '../domain/model';
import type { PasswordCheck } from '../domain/password-policy';

export type Unsubscribe = () => void;

/** What the identity service says about the signed-in account. */
export interface AuthAccount {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly isAnonymous: boolean;
}

/** Why a sign-in or sign-up failed: the provider's code and its message. */
export class AuthFailure extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'AuthFailure';
    this.code = code;
  }
}

export interface ProblemsListener {
  /** Called with the full, parsed list each time it changes. `fromCache` is true before the server answered. */
  next(problems: Problem[], meta: { fromCache: boolean }): void;
  /** Called when the subscription fails; it has ended by then. */
  error?(error: Error): void;
}

/** Bounds for ad rewards, epoch ms, both inclusive; either may be left out. */
export interface TimeBounds {
  readonly from?: number;
  readonly to?: number;
}

export interface Backend {
  /**
   * Calls back with the account (or null) now and on every change until
   * unsubscribed. `onError` hears when the state cannot be known at all (the
   * identity service's code could not be loaded).
   */
  watchAuth(listener: (account: AuthAccount | null) => void, onError?: (error: Error) => void): Unsubscribe;
  currentAccount(): AuthAccount | null;
  signIn(email: string, password: string): Promise<AuthAccount>;
  createAccount(email: string, password: string): Promise<AuthAccount>;
  /** The identity provider's popup, asking for the email and profile scopes. */
  signInWithGoogle(): Promise<AuthAccount>;
  /**
   * Signs out and forgets the user's private data on this device (Firestore's
   * persistent cache included); with a persistent cache the backend is then
   * finished, and the caller loads the page afresh.
   */
  signOut(): Promise<void>;
  /**
   * Checks a password against the provider's password policy, after the provider
   * rejected it. Null when the policy cannot be read (offline, or the emulator,
   * which does not emulate policies).
   */
  checkPassword(password: string): Promise<PasswordCheck | null>;

  /** All problems, newest first (createdAt descending). */
  watchAllProblems(listener: ProblemsListener): Unsubscribe;
  /** Problems whose status is Active. */
  watchActiveProblems(listener: ProblemsListener): Unsubscribe;
  /** One user's problems, newest first. */
  watchUserProblems(uid: string, listener: ProblemsListener): Unsubscribe;

  /**
   * The signed-in user's own stored profile `users/{uid}` (email, real name...);
   * null when there is none. Only its owner may read it.
   */
  getUserProfile(uid: string): Promise<UserProfile | null>;
  /**
   * What anyone may see of a user (public name, reportsCount, ad-reward points
   * and times); null when the user has no record. Never holds an email.
   */
  getPublicProfile(uid: string): Promise<PublicProfile | null>;
  /** Public profiles by reportsCount, highest first, at most `limit`, each with its ad rewards. */
  getTopContributors(limit: number): Promise<PublicProfile[]>;
  /** The signed-in user's own ad rewards, newest first, optionally within bounds (owner only). */
  getAdRewards(uid: string, bounds?: TimeBounds): Promise<AdReward[]>;
}
