/**
 * Firestore's own offline cache from earlier versions of the site. Until
 * 2026-11 the browser ran Firestore with its persistent, multi-tab cache:
 * IndexedDB databases named `firestore/[DEFAULT]/<project>/main` (every report
 * the visitor had read, and a signed-in user's own `users/{uid}` document with
 * e-mail and real name) and `firestore_*` keys in localStorage for its tab
 * lease. Firestore now keeps memory only (the snapshot store is the site's one
 * offline copy), so nothing reads them any more: they are deleted, without
 * loading the SDK, when a page first loads Firestore and again on sign-out.
 */

/** Deletes what Firestore's persistent cache left on this device; resolves when asked (deletion may wait for an old tab). */
export async function forgetFirestoreLeftovers(): Promise<void> {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('firestore_')) window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing of ours can be there either.
  }
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  try {
    const databases = await indexedDB.databases();
    for (const { name } of databases) if (name?.startsWith('firestore/')) indexedDB.deleteDatabase(name);
  } catch (error) {
    console.info('[firestore] could not list old offline caches', error);
  }
}
