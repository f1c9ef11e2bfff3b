/**
 * The Backend in the parts the browser loads separately: identity (Firebase
 * Auth), public data (Firestore, in a worker) and a signed-in user's own
 * documents (Firestore Lite, on the page beside Auth, whose token they need). A
 * guest reading the map needs only the public data; a guest reading a static
 * page needs none of them.
 */
import type { Backend } from './backend';

/** The identity half of the Backend. */
export type AuthHalf = Pick<Backend, 'watchAuth' | 'currentAccount' | 'signIn' | 'createAccount' | 'signInWithGoogle' | 'signOut' | 'checkPassword'>;

/** Reads of a user's own documents, which only their owner may make. */
export type OwnDocuments = Pick<Backend, 'getUserProfile' | 'getAdRewards'> & {
  /**
   * Empties what Firestore kept on this device: versions before Firestore Lite
   * cached the signed-in user's own documents (email, real name) in IndexedDB.
   */
  forgetCache(): Promise<void>;
};

/** Everything anyone may read: reports, the map index, public profiles. */
export type DataHalf = Omit<Backend, keyof AuthHalf | 'getUserProfile' | 'getAdRewards' | 'forgetPrivateData'>;
