/**
 * The last sign-in state the identity service gave, kept in localStorage
 * ("mzansi-fix:last-session") until the next answer replaces it. The site reads
 * it synchronously at boot so a returning visitor's pages paint at once, signed
 * in or not, while the Firebase SDK loads after the first paint and confirms
 * (or corrects) it. A first visit has no hint and waits for the real answer.
 */
import type { AuthAccount } from './backend';

const KEY = 'mzansi-fix:last-session';

/** The remembered account, null for a remembered guest, undefined when nothing (usable) is remembered. */
export function loadSessionHint(): AuthAccount | null | undefined {
  let text: string | null;
  try {
    text = localStorage.getItem(KEY);
  } catch {
    return undefined; // storage disabled: behave as a first visit
  }
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value === null) return null;
    if (typeof value !== 'object') return undefined;
    const { uid, email, displayName, isAnonymous } = value as Record<string, unknown>;
    if (typeof uid !== 'string' || uid === '') return undefined;
    return {
      uid,
      email: typeof email === 'string' ? email : null,
      displayName: typeof displayName === 'string' ? displayName : null,
      isAnonymous: isAnonymous === true,
    };
  } catch {
    return undefined;
  }
}

/** Remembers the identity service's latest answer. */
export function saveSessionHint(account: AuthAccount | null): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(account && { uid: account.uid, email: account.email, displayName: account.displayName, isAnonymous: account.isAnonymous }));
  } catch {
    // Full or disabled storage: the next visit waits for the identity service instead.
  }
}

/** Calls back when another tab changes the remembered state (a sign-in or sign-out there); returns a stop. */
export function onSessionHintChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const SIGNED_OUT_KEY = 'mzansi-fix:signed-out-at';

/**
 * Tells the site's other open tabs that this one signed out and has emptied
 * Firestore's shared cache. Emptying it ended their Firestore clients too (the
 * SDK ends every client of a cache being deleted), so each must start afresh.
 * Written after the emptying, not when Auth reports the sign-out: a tab that
 * restarted before it would have its new client ended as well.
 */
export function announceSignOut(): void {
  try {
    localStorage.setItem(SIGNED_OUT_KEY, String(Date.now()));
  } catch {
    // Storage disabled: other tabs find their Firestore ended and carry on from their saved data.
  }
}

/** Calls back when another tab has signed out and emptied the shared cache; returns a stop. */
export function onSignOutElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGNED_OUT_KEY && event.newValue !== null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
