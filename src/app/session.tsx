/**
 * Sign-in state (spec section 4): loading until the first answer from the
 * identity service; then the user is set at once from the account and enriched
 * from the stored profile when that arrives. A failed profile fetch is logged
 * and the basic user kept. Sign-out empties it.
 *
 * Offline-first: a returning visitor starts from the last answer the identity
 * service gave (the session hint) and the profile saved with it, so pages paint
 * before the Firebase SDK has loaded; the live answer then confirms or
 * corrects it. Only a first visit shows the full-screen spinner.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthAccount } from '../data/backend';
import { loadSessionHint, saveSessionHint } from '../data/session-hint';
import type { SessionUser, UserProfile } from '../domain/model';
import { useData } from './data-context';

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

/** Where a visit starts: the remembered sign-in state when there is one, else loading. */
function initialSession(hint: AuthAccount | null | undefined): SessionState {
  if (hint === undefined) return { status: 'loading', user: null };
  return { status: 'ready', user: hint ? basicUser(hint) : null };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { backend, snapshots } = useData();
  const [session, setSession] = useState<SessionState>(() => initialSession(loadSessionHint()));

  useEffect(() => {
    let current: string | null = null;
    // Whose profile has come from the server: a saved one read later must not overwrite it.
    let liveProfileOf: string | null = null;
    const enrichWith = (uid: string, profile: UserProfile) =>
      setSession((state) => (state.user?.uid === uid ? { status: 'ready', user: enrichUser(state.user, profile) } : state));
    // The saved profile paints the name and counts before (or without) the network.
    const paintSaved = (uid: string) =>
      void snapshots.loadProfile(uid).then((saved) => {
        if (saved && current === uid && liveProfileOf !== uid) enrichWith(uid, saved.value);
      });

    const hinted = loadSessionHint();
    if (hinted) {
      current = hinted.uid;
      paintSaved(hinted.uid);
    }
    return backend.watchAuth(
      (account) => {
        saveSessionHint(account);
        current = account?.uid ?? null;
        liveProfileOf = null;
        if (!account) {
          setSession({ status: 'ready', user: null });
          return;
        }
        // The same user as the remembered one keeps what is already shown, so nothing flashes.
        setSession((state) =>
          state.user?.uid === account.uid
            ? { status: 'ready', user: { ...basicUser(account), reportsCount: state.user.reportsCount, profile: state.user.profile } }
            : { status: 'ready', user: basicUser(account) },
        );
        paintSaved(account.uid);
        backend
          .getUserProfile(account.uid)
          .then((profile) => {
            if (!profile || current !== account.uid) return;
            liveProfileOf = account.uid;
            enrichWith(account.uid, profile);
            void snapshots.saveProfile(profile);
          })
          .catch((error: unknown) => console.error('[session] profile fetch failed; keeping the basic user', error));
      },
      (error) => {
        // With no identity service at all (its code could not load), browse as a guest rather than wait for ever.
        console.error('[session] sign-in state unknown; continuing as a guest', error);
        setSession((state) => (state.status === 'loading' ? { status: 'ready', user: null } : state));
      },
    );
  }, [backend, snapshots]);

  const signOut = useCallback(async () => {
    const uid = backend.currentAccount()?.uid ?? loadSessionHint()?.uid ?? null;
    await backend.signOut();
    saveSessionHint(null);
    // The saved own profile (email, real name) goes too; the public snapshot stays for offline use.
    if (uid) await snapshots.deleteProfile(uid);
    setSession({ status: 'ready', user: null });
  }, [backend, snapshots]);

  const value = useMemo(() => ({ session, signOut }), [session, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
