/**
 * Whether Firebase Auth has an account saved on this device, read without
 * loading the Auth SDK (issue 12, point 6). A first visit would otherwise show
 * the full-screen spinner until the SDK has downloaded and answered, seconds on
 * a cheap phone, only to learn that nobody is signed in. Auth keeps its user
 * under one key, `firebase:authUser:<apiKey>:<app name>`, in IndexedDB
 * (`firebaseLocalStorageDb`), localStorage or sessionStorage, whichever
 * persistence it used; when that key is in none of them, nobody is signed in and
 * the SDK would say so too.
 *
 * 'unknown' whenever the question cannot be answered for sure (no
 * `indexedDB.databases()`, storage disabled, an error, a slow database): the
 * caller then waits for the SDK as before.
 */
export type StoredSignIn = 'none' | 'some' | 'unknown';

const DB_NAME = 'firebaseLocalStorageDb';
const STORE_NAME = 'firebaseLocalStorage';
/** A database held by a version change elsewhere must not keep the first paint waiting. */
const TIMEOUT_MS = 1000;

export function authUserKey(apiKey: string, appName = '[DEFAULT]'): string {
  return `firebase:authUser:${apiKey}:${appName}`;
}

function inWebStorage(key: string): boolean {
  return localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null;
}

/** Reads the key from Auth's database, which must exist: opening a missing one would create it empty. */
function inIndexedDb(key: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
    request.onsuccess = () => {
      const db = request.result;
      try {
        if (!db.objectStoreNames.contains(STORE_NAME)) {
          db.close();
          resolve(false);
          return;
        }
        const get = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).get(key);
        get.onsuccess = () => {
          db.close();
          resolve(get.result !== undefined);
        };
        get.onerror = () => {
          db.close();
          reject(get.error ?? new Error('IndexedDB read failed'));
        };
      } catch (error) {
        db.close();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  });
}

async function lookUp(key: string): Promise<StoredSignIn> {
  if (inWebStorage(key)) return 'some';
  // Without the list of databases, opening Auth's by name could create it empty under the SDK.
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return 'unknown';
  const databases = await indexedDB.databases();
  if (!databases.some((db) => db.name === DB_NAME)) return 'none';
  return (await inIndexedDb(key)) ? 'some' : 'none';
}

/** Looks for a saved Auth user of the given app; never rejects. */
export function findStoredSignIn(apiKey: string, appName?: string): Promise<StoredSignIn> {
  const answer = lookUp(authUserKey(apiKey, appName)).catch((error: unknown) => {
    console.warn('[auth] could not read the saved sign-in without the SDK', error);
    return 'unknown' as const;
  });
  const late = new Promise<StoredSignIn>((resolve) => setTimeout(() => resolve('unknown'), TIMEOUT_MS));
  return Promise.race([answer, late]);
}
