/**
 * The signed-in user's own profile (`users/{uid}`) for the session, through the
 * one saved-then-live primitive: the saved copy paints the name and counts
 * before (or without) the network; the server's copy, read only once the
 * identity service has confirmed the account (the read is owner-only, and a
 * remembered account may turn out signed out), replaces it and is saved for
 * next time. One account is followed at a time.
 *
 * A failed read is tried again a few times. Just after a sign-in it can be
 * refused: with Firestore's multi-tab cache, another open tab of the site may
 * hold the network connection and still be reading as a guest until it has
 * heard of the sign-in and loaded Auth itself (session-hint.ts). On a busy phone that
 * tab can take many seconds to catch up, so the waits grow, up to a minute in all,
 * rather than give up within a few seconds and leave the account's plain name showing.
 */
import type { Backend } from '../../data/backend';
import { savedThenLive } from '../../data/saved-then-live';
import type { SnapshotStore } from '../../data/snapshot-store';
import type { UserProfile } from '../../domain/model';

/** Waits before each further try of a failed read (ms); then the basic user stays. */
export const PROFILE_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000] as const;

export interface OwnProfile {
  /** Shows this account's profile (saved, then live once confirmed); another account's stops. */
  follow(uid: string): void;
  /** What the identity service says now: the confirmed account, or null (following stops). */
  confirm(uid: string | null): void;
  stop(): void;
}

export function followOwnProfile(
  { backend, snapshots }: { backend: Backend; snapshots: SnapshotStore },
  onProfile: (uid: string, profile: UserProfile) => void,
): OwnProfile {
  let confirmed: string | null = null;
  const waiting = new Set<() => void>();
  const whenConfirmed = (uid: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (confirmed !== uid) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });

  let following: { readonly uid: string; readonly stop: () => void } | null = null;
  const stop = () => {
    following?.stop();
    following = null;
  };

  return {
    follow(uid) {
      if (following?.uid === uid) return;
      stop();
      const stopLive = savedThenLive<UserProfile>(
        {
          loadSaved: () => snapshots.loadProfile(uid),
          live: (_saved, next, fail) => {
            let cancelled = false;
            let retry: ReturnType<typeof setTimeout> | undefined;
            const read = (attempt: number): void => {
              void whenConfirmed(uid)
                .then(() => (cancelled ? null : backend.getUserProfile(uid)))
                .then(
                  (profile) => profile && !cancelled && next(profile, { fromCache: false }),
                  (error: unknown) => {
                    if (cancelled) return;
                    const delay = PROFILE_RETRY_DELAYS_MS[attempt];
                    if (delay === undefined) return fail(error instanceof Error ? error : new Error(String(error)));
                    console.warn(`[session] profile fetch failed; trying again in ${delay} ms`, error);
                    retry = setTimeout(() => read(attempt + 1), delay);
                  },
                );
            };
            read(0);
            return () => {
              cancelled = true;
              clearTimeout(retry);
            };
          },
          save: (profile) => void snapshots.saveProfile(profile),
        },
        (known) => onProfile(uid, known.value),
        (error) => console.error('[session] profile fetch failed; keeping the basic user', error),
      );
      following = { uid, stop: stopLive };
    },
    confirm(uid) {
      confirmed = uid;
      for (const check of [...waiting]) check();
      if (uid === null) stop();
    },
    stop,
  };
}
