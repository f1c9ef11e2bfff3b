/**
 * What a sign-out leaves on the device: nothing of the user's own. Every kind of
 * sign-out ends here: the Sign Out button (even when the identity service's
 * signOut() fails, which leaves the device no safer to keep the data), and one the
 * identity service makes by itself (a revoked token, a disabled account, an account
 * deleted elsewhere), which the site only hears of as "no one is signed in" where
 * it remembered someone (issue 36). The private profile leaves the snapshot store,
 * Firestore's own copy (earlier versions kept `users/{uid}` in its cache) is
 * emptied, the remembered account is forgotten, and the site's other tabs are told.
 */
import type { Backend } from '../../data/backend';
import { announceSignOut, saveSessionHint } from '../../data/session-hint';
import type { SnapshotStore } from '../../data/snapshot-store';

interface Device {
  readonly backend: Pick<Backend, 'signOut' | 'forgetPrivateData'>;
  readonly snapshots: Pick<SnapshotStore, 'deleteProfiles'>;
}

/** Forgets the signed-out user's private data; each step runs even when another fails. */
export async function forgetSignedOutUser({ backend, snapshots }: Device, { alreadyForgotten = false } = {}): Promise<void> {
  saveSessionHint(null);
  const steps = await Promise.allSettled([snapshots.deleteProfiles(), alreadyForgotten ? Promise.resolve() : backend.forgetPrivateData()]);
  for (const step of steps) if (step.status === 'rejected') console.error('[session] could not forget part of the signed-out user', step.reason);
  // After the emptying, not before: a tab that restarts earlier would have its new Firestore client ended too.
  announceSignOut();
}

/**
 * The Sign Out button: signs out, then forgets the private data whatever the
 * outcome. Never rejects: a failed sign-out is logged, and the page that
 * loads next asks the identity service again.
 */
export async function signOutAndForget(device: Device): Promise<void> {
  try {
    await device.backend.signOut();
  } catch (error) {
    console.error('[session] signing out failed; the private data is forgotten all the same', error);
  }
  // backend.signOut() empties Firestore's copy itself, failure or not.
  await forgetSignedOutUser(device, { alreadyForgotten: true });
}
