/**
 * The Backend in its two halves, which the browser loads separately: identity
 * (Firebase Auth) and data (Firestore). A guest reading the map needs only the
 * data half; a guest reading a static page needs neither.
 */
import type { Backend } from './backend';

/** The identity half of the Backend. */
export type AuthHalf = Pick<Backend, 'watchAuth' | 'currentAccount' | 'signIn' | 'createAccount' | 'signInWithGoogle' | 'signOut' | 'checkPassword'>;

/** Everything else: reports and users, and emptying Firestore's cache after a sign-out. */
export type DataHalf = Omit<Backend, keyof AuthHalf> & {
  /**
   * Empties Firestore's persistent cache (the signed-in user's own documents);
   * Firestore is finished afterwards and the page must load afresh.
   */
  forgetCache(): Promise<void>;
};
