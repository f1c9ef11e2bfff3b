/**
 * Sign-in state (spec section 4): loading until the first answer from the
 * identity service; then the user is set at once from the account and enriched
 * from the stored profile when that arrives. A failed profile fetch is logged
 * and the basic user kept. Sign-out empties it.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthAccount } from '../data/backend';
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

export function SessionProvider({ children }: { children: ReactNode }) {
  const { backend, snapshots } = useData();
  const [session, setSession] = useState<SessionState>({ status: 'loading', user: null });

  useEffect(() => {
    let current: string | null = null;
    return backend.watchAuth((account) => {
      current = account?.uid ?? null;
      if (!account) {
        setSession({ status: 'ready', user: null });
        return;
      }
      const user = basicUser(account);
      setSession({ status: 'ready', user });
      const stillCurrent = () => current === account.uid;
      backend
        .getUserProfile(account.uid)
        .then((profile) => {
          if (!profile || !stillCurrent()) return;
          setSession({ status: 'ready', user: enrichUser(user, profile) });
          void snapshots.saveProfile(profile);
        })
        .catch((error: unknown) => console.error('[session] profile fetch failed; keeping the basic user', error));
    });
  }, [backend, snapshots]);

  const signOut = useCallback(async () => {
    await backend.signOut();
    setSession({ status: 'ready', user: null });
  }, [backend]);

  const value = useMemo(() => ({ session, signOut }), [session, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
