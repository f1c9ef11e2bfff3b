/**
 * The one interface screens use to reach data and identity. Screens never
 * import an SDK: the Firebase adapter implements this (firebase-auth.ts and
 * firebase-data.ts, loaded separately by lazy-backend.ts in the browser),
 * and a second backend would be a new module, not an `if` in a component.
 * Everything handed out here has passed the domain parsers.
 */
import type { MapChange } from '../domain/map-index/map-change';
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

export interface ProblemListener {
  /** Called with the parsed report (null: there is none) each time it changes. */
  next(problem: Problem | null, meta: { fromCache: boolean }): void;
  error?(error: Error): void;
}

export interface MapChangesListener {
  /** Called with the reports whose map entry changed (first: all since the given time). */
  next(changes: MapChange[], meta: { fromCache: boolean }): void;
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
   * Signs out and forgets the user's private data on this device (what an
   * earlier version's Firestore cache kept included), even when signing out
   * fails; the caller then loads the page afresh, so nothing of the signed-in
   * user lingers in memory either.
   */
  signOut(): Promise<void>;
  /**
   * Forgets what Firestore kept of a signed-in user on this device, after a
   * sign-out that did not come through signOut() (a revoked token, an account
   * deleted elsewhere). It ends Firestore's clients in every tab: load the page afresh after.
   */
  forgetPrivateData(): Promise<void>;
  /**
   * Checks a password against the provider's password policy, after the provider
   * rejected it. Null when the policy cannot be read (offline, or the emulator,
   * which does not emulate policies).
   */
  checkPassword(password: string): Promise<PasswordCheck | null>;

  /*
   * No method reads every report: the map follows the map index (a file for the
   * first paint, fetched without the SDK by map-index-file.ts, then the changes
   * below), and whole reports are read only where one is shown.
   */
  /** Changes to the map index committed after `since` (epoch ms), live. */
  watchMapChanges(since: number, listener: MapChangesListener): Unsubscribe;
  /**
   * When the map index was last rebuilt from scratch (null: never), live, as the server
   * answers it (not from a cache): a feed takes the first answer to mean its copy's base is known.
   */
  watchMapRebuilds(listener: (rebuiltAt: number | null) => void): Unsubscribe;
  /** One whole report, live (the detail). */
  watchProblem(id: string, listener: ProblemListener): Unsubscribe;
  /** Whole reports by id, in any order (those that exist), live: the few a screen lists. */
  watchProblemsById(ids: readonly string[], listener: ProblemsListener): Unsubscribe;
  /** The `count` newest reports, newest first (home's Recent Problems). */
  watchRecentProblems(count: number, listener: ProblemsListener): Unsubscribe;
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
