// Runs against fake-indexeddb (Node has no IndexedDB) and a Map-backed Web
// Storage; the e2e tests check the same against the real Auth SDK in Chromium
// (firebase-loading.spec.ts: a first-time guest; app-shell.spec.ts: a saved user).
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authUserKey, findStoredSignIn } from './stored-sign-in';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Auth's own database, as the SDK lays it out. */
async function authDatabase(records: Record<string, unknown>): Promise<void> {
  const db = await openDB('firebaseLocalStorageDb', 1, {
    upgrade: (database) => void database.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' }),
  });
  for (const [key, value] of Object.entries(records)) await db.put('firebaseLocalStorage', { fbase_key: key, value });
  db.close();
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((db) => db.name ?? '');
}

beforeEach(async () => {
  Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  for (const name of await databaseNames()) indexedDB.deleteDatabase(name);
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('a saved Auth user, found without the SDK', () => {
  it('none on a first visit, and Auth’s database is not created by asking', async () => {
    await expect(findStoredSignIn('key-1')).resolves.toBe('none');
    expect(await databaseNames()).not.toContain('firebaseLocalStorageDb');
  });

  it('some when Auth saved a user of this app in IndexedDB; none for another app or key', async () => {
    await authDatabase({ [authUserKey('key-1')]: { uid: 'u-1' }, 'firebase:authUser:key-2:other': { uid: 'u-2' } });
    await expect(findStoredSignIn('key-1')).resolves.toBe('some');
    await expect(findStoredSignIn('key-2')).resolves.toBe('none');
  });

  it('none when Auth’s database holds only other records (a signed-out user)', async () => {
    await authDatabase({ 'firebase:redirectEvent:key-1:[DEFAULT]': {} });
    await expect(findStoredSignIn('key-1')).resolves.toBe('none');
  });

  it('some when the user was kept in localStorage or sessionStorage instead', async () => {
    localStorage.setItem(authUserKey('key-1'), '{"uid":"u-1"}');
    await expect(findStoredSignIn('key-1')).resolves.toBe('some');
    localStorage.clear();
    sessionStorage.setItem(authUserKey('key-1'), '{"uid":"u-1"}');
    await expect(findStoredSignIn('key-1')).resolves.toBe('some');
  });

  it('unknown when storage cannot be read', async () => {
    Object.assign(globalThis, {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    await expect(findStoredSignIn('key-1')).resolves.toBe('unknown');
  });
});
