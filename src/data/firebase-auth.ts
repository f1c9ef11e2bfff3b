/**
 * The identity half of the Firebase backend: email/password, Google popup,
 * state. Auth starts with `initializeAuth` and no popup/redirect resolver:
 * `getAuth` would bring Google's popup machinery, which loads
 * apis.google.com/js/api.js and an iframe at start on every visit. The resolver
 * is loaded only when someone presses "continue with Google".
 */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  validatePassword,
  type Auth,
  type User,
} from 'firebase/auth';
import type { PasswordCheck } from '../domain/password-policy';
import { AuthFailure, type AuthAccount, type Unsubscribe } from './backend';
import type { AuthHalf } from './backend-halves';
import { firebaseApp, type CacheMode } from './firebase-app';
import type { FirebaseSettings } from './firebase-config';

/**
 * Starts Auth on the app. The browser keeps the session in IndexedDB, or in
 * localStorage where IndexedDB is unavailable, as `getAuth` would (stored-sign-in.ts
 * reads both); Node keeps it in memory.
 */
export function startAuth(settings: FirebaseSettings, cache: CacheMode, appName?: string): Auth {
  const auth = initializeAuth(firebaseApp(settings, appName), {
    persistence: cache === 'persistent' ? [indexedDBLocalPersistence, browserLocalPersistence] : inMemoryPersistence,
  });
  if (settings.emulators) connectAuthEmulator(auth, `http://${settings.emulators.host}:${settings.emulators.authPort}`, { disableWarnings: true });
  return auth;
}

/** The identity half of the backend, on a freshly started Auth. */
export function createFirebaseAuthHalf(settings: FirebaseSettings, cache: CacheMode, appName?: string): AuthHalf {
  return firebaseAuthMethods(startAuth(settings, cache, appName));
}

export function toAccount(user: User): AuthAccount {
  return { uid: user.uid, email: user.email, displayName: user.displayName, isAnonymous: user.isAnonymous };
}

/** Wraps an SDK error in an AuthFailure that keeps its code and message. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'auth/unknown';
  const message = error instanceof Error ? error.message : '';
  return new AuthFailure(code, message);
}

async function attempt(run: () => Promise<{ user: User }>): Promise<AuthAccount> {
  try {
    return toAccount((await run()).user);
  } catch (error) {
    throw toAuthFailure(error);
  }
}

export function firebaseAuthMethods(auth: Auth): AuthHalf {
  return {
    watchAuth(listener: (account: AuthAccount | null) => void, onError?: (error: Error) => void): Unsubscribe {
      return onAuthStateChanged(auth, (user) => listener(user ? toAccount(user) : null), onError);
    },
    currentAccount(): AuthAccount | null {
      return auth.currentUser ? toAccount(auth.currentUser) : null;
    },
    signIn(email: string, password: string) {
      return attempt(() => signInWithEmailAndPassword(auth, email, password));
    },
    createAccount(email: string, password: string) {
      return attempt(() => createUserWithEmailAndPassword(auth, email, password));
    },
    signInWithGoogle() {
      const provider = new GoogleAuthProvider();
      provider.addScope('email');
      provider.addScope('profile');
      return attempt(async () => {
        const { browserPopupRedirectResolver } = await import('./google-popup-resolver');
        return signInWithPopup(auth, provider, browserPopupRedirectResolver);
      });
    },
    signOut(): Promise<void> {
      return signOut(auth);
    },
    async checkPassword(password: string): Promise<PasswordCheck | null> {
      try {
        const status = await validatePassword(auth, password);
        const options = status.passwordPolicy.customStrengthOptions;
        return {
          isValid: status.isValid,
          meetsMinPasswordLength: status.meetsMinPasswordLength,
          meetsMaxPasswordLength: status.meetsMaxPasswordLength,
          containsLowercaseLetter: status.containsLowercaseLetter,
          containsUppercaseLetter: status.containsUppercaseLetter,
          containsNumericCharacter: status.containsNumericCharacter,
          containsNonAlphanumericCharacter: status.containsNonAlphanumericCharacter,
          minPasswordLength: options.minPasswordLength,
          maxPasswordLength: options.maxPasswordLength,
        };
      } catch (error) {
        console.warn('[auth] password policy unavailable', error);
        return null;
      }
    },
  };
}
