/**
 * Sign-in state (docs/product-behaviour.md §4.1): loading until the first answer from the
 * identity service; then the user is set at once from the account and enriched
 * from the stored profile when that arrives. A failed profile fetch is logged
 * and the basic user kept. Sign-out of any kind empties it and forgets the
 * private data on the device (forget-signed-out-user.ts).
 *
 * Offline-first: a returning visitor starts from the last answer the identity
 * service gave (the session hint) and the profile saved with it, so pages paint
 * before the Firebase SDK has loaded; the live answer then confirms or
 * corrects it. A first visit with no account saved on the device is a guest at
 * once (stored-sign-in.ts reads Auth's storage without the SDK); only a first
 * visit that may hold one shows the full-screen spinner.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthAccount } from '../../data/backend';
import { loadSessionHint, onSessionHintChange, onSignOutElsewhere, saveSessionHint } from '../../data/session-hint';
import type { SessionUser, UserProfile } from '../../domain/model';
import { useData } from '../data-context';
import { forgetSignedOutUser, signOutAndForget } from './forget-signed-out-user';
import { useHydrated } from '../hydration';
import { followOwnProfile } from './own-profile';

export type SessionState =
  | { readonly status: 'loading'; readonly user: null }
  | { readonly status: 'ready'; readonly user: SessionUser | null };

interface SessionValue {
  readonly session: SessionState;
  readonly signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The user as known from the identity service alone. */
export function basicUser(account: AuthAccount): SessionUser {
  return {
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    isAnonymous: account.isAnonymous,
    reportsCount: 0,
    profile: null,
  };
}

/** The basic user with what the stored profile adds. */
export function enrichUser(user: SessionUser, profile: UserProfile): SessionUser {
  return { ...user, reportsCount: profile.reportsCount, profile };
}

/**
 * Where a visit starts: the remembered sign-in state when there is one, else a guest when the
 * device is already known to hold no account (the boot waits for that answer), else loading.
 */
function initialSession(hint: AuthAccount | null | undefined, accountOnDevice: 'none' | 'maybe' | undefined): SessionState {
  if (hint === undefined) return accountOnDevice === 'none' ? { status: 'ready', user: null } : { status: 'loading', user: null };
  return { status: 'ready', user: hint ? basicUser(hint) : null };
}

const PRERENDERED_SESSION: SessionState = { status: 'ready', user: null };

export function SessionProvider({ children }: { children: ReactNode }) {
  const { backend, snapshots, accountOnDevice, accountOnDeviceKnown, startAuth } = useData();
  const [session, setSession] = useState<SessionState>(() => initialSession(loadSessionHint(), accountOnDeviceKnown()));
  /** Set by the Sign Out button, which forgets the user itself, so the sign-out it causes is not taken for one made elsewhere. */
  const signingOut = useRef(false);

  useEffect(() => {
    const ownProfile = followOwnProfile({ backend, snapshots }, (uid, profile) =>
      setSession((state) => (state.user?.uid === uid ? { status: 'ready', user: enrichUser(state.user, profile) } : state)),
    );
    const hinted = loadSessionHint();
    if (hinted) ownProfile.follow(hinted.uid);
    // Nobody signed in on this device: a guest, known without loading Auth.
    void accountOnDevice.then((found) => {
      if (found === 'none') setSession((state) => (state.status === 'loading' ? { status: 'ready', user: null } : state));
    });
    // Signing in or out in another tab: this one loads Auth (if it had not) and follows.
    const stopHintWatch = onSessionHintChange(startAuth);
    // Signing out in another tab emptied Firestore's shared cache and ended this tab's client
    // with it: a fresh load of the same page starts a new one, as the signing-out tab does.
    const stopSignOutWatch = onSignOutElsewhere(() => window.location.reload());
    const stopAuthWatch = backend.watchAuth(
      (account) => {
        // Signed out, though this device remembered an account and no Sign Out was pressed:
        // the identity service ended the session (a revoked token, a deleted account).
        const endedElsewhere = !account && Boolean(loadSessionHint()) && !signingOut.current;
        saveSessionHint(account);
        ownProfile.confirm(account?.uid ?? null);
        if (!account) {
          setSession({ status: 'ready', user: null });
          // Emptying Firestore's copy ends its client in this tab too: the page starts afresh, as after Sign Out.
          if (endedElsewhere) void forgetSignedOutUser({ backend, snapshots }).then(() => window.location.reload());
          // A guest keeps no one's profile, should an older version have left one behind.
          else if (!signingOut.current) void snapshots.deleteProfiles();
          return;
        }
        // The same user as the remembered one keeps what is already shown, so nothing flashes.
        setSession((state) =>
          state.user?.uid === account.uid
            ? { status: 'ready', user: { ...basicUser(account), reportsCount: state.user.reportsCount, profile: state.user.profile } }
            : { status: 'ready', user: basicUser(account) },
        );
        ownProfile.follow(account.uid);
      },
      (error) => {
        // With no identity service at all (its code could not load), browse as a guest rather than wait for ever.
        console.error('[session] sign-in state unknown; continuing as a guest', error);
        setSession((state) => (state.status === 'loading' ? { status: 'ready', user: null } : state));
      },
    );
    return () => {
      stopHintWatch();
      stopSignOutWatch();
      stopAuthWatch();
      ownProfile.stop();
    };
  }, [backend, snapshots, accountOnDevice, startAuth]);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    // The saved own profile (email, real name) goes too; the public snapshot stays for offline use.
    await signOutAndForget({ backend, snapshots });
    setSession({ status: 'ready', user: null });
  }, [backend, snapshots]);

  // A prerendered page is a guest's (src/entry-server.tsx): hydration draws it so, and the
  // render right after shows who this device knows.
  const hydrated = useHydrated();
  const shown = hydrated ? session : PRERENDERED_SESSION;
  const value = useMemo(() => ({ session: shown, signOut }), [shown, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
