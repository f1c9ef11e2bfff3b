// Signing out on a shared phone (issue 13, point 5): the user's own profile
// (email, real name) leaves the snapshot store, and what an older version's
// persistent Firestore cache left (a `firestore/…` IndexedDB database that held
// users/{uid}, `firestore_*` keys in localStorage) is deleted, while the public
// map index stays for offline use.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/messages';
import { account, listedProblems } from './demo-seed';
import { readSnapshot, savedProfileUids, waitForSnapshot } from './offline-helpers';
import { signIn } from './session';

/** The database an older version's persistent Firestore cache kept for the emulators' project. */
const OLD_FIRESTORE_CACHE = 'firestore/[DEFAULT]/demo-mzansi-fix/main';

/** Leaves behind what Firestore's persistent cache kept: a user document with its email, and a tab lease. */
function plantOldFirestoreCache(page: Page, email: string): Promise<void> {
  return page.evaluate(
    ({ name, email }) =>
      new Promise<void>((resolve, reject) => {
        localStorage.setItem('firestore_clients_[DEFAULT]_demo-mzansi-fix', '{}');
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('remoteDocumentsV14');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('remoteDocumentsV14', 'readwrite');
          tx.objectStore('remoteDocumentsV14').put({ email }, 'users/u-thandi');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: OLD_FIRESTORE_CACHE, email },
  );
}

const firestoreDatabases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('firestore/')));
const firestoreKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('firestore_')));

test('sign-out deletes the own profile and any old Firestore cache, and keeps the public map index', async ({ page }) => {
  const thandi = account('u-thandi');
  await signIn(page, thandi.email, thandi.password);
  await waitForSnapshot(page, listedProblems.length);
  await expect.poll(() => savedProfileUids(page)).toContain('u-thandi');
  await plantOldFirestoreCache(page, thandi.email);
  expect(await firestoreDatabases(page)).toEqual([OLD_FIRESTORE_CACHE]);

  await page.getByRole('button', { name: /PotholeQueen/u }).click();
  // Sign-out ends in a fresh load of /, which looks for old Firestore caches again.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: messages.nav.signOut }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: new RegExp(messages.nav.guest, 'u') })).toBeVisible();

  expect(await savedProfileUids(page)).toEqual([]);
  await expect.poll(() => firestoreDatabases(page)).toEqual([]);
  expect(await firestoreKeys(page)).toEqual([]);
  expect((await readSnapshot(page)).problems).toBe(listedProblems.length);
});
