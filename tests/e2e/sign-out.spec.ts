// Signing out on a shared phone (issue 13, point 5): the user's own profile
// (email, real name) leaves the snapshot store and Firestore's persistent cache
// (which held users/{uid}), while the public map index stays for offline use.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/messages';
import { account, listedProblems } from './demo-seed';
import { readSnapshot, savedProfileUids, waitForSnapshot } from './offline-helpers';
import { signIn } from './session';

/** Whether any of Firestore's IndexedDB databases (`firestore/…`) or its localStorage keys hold `needle`. */
function firestoreStorageHolds(page: Page, needle: string): Promise<boolean> {
  return page.evaluate(async (needle) => {
    const inLocalStorage = Object.keys(localStorage).some((key) => key.startsWith('firestore_') && `${key}${localStorage.getItem(key)}`.includes(needle));
    if (inLocalStorage) return true;
    const names = (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('firestore/'));
    for (const name of names) {
      const found = await new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const stores = [...db.objectStoreNames];
          if (stores.length === 0) {
            db.close();
            return resolve(false);
          }
          const tx = db.transaction(stores);
          const reads = stores.map((store) => tx.objectStore(store).getAll());
          tx.oncomplete = () => {
            db.close();
            resolve(reads.some((read) => JSON.stringify(read.result).includes(needle)));
          };
          tx.onerror = () => reject(tx.error);
        };
      });
      if (found) return true;
    }
    return false;
  }, needle);
}

test('sign-out deletes the own profile from the snapshot store and Firestore cache, and keeps the public map index', async ({ page }) => {
  const thandi = account('u-thandi');
  await signIn(page, thandi.email, thandi.password);
  await waitForSnapshot(page, listedProblems.length);
  await expect.poll(() => savedProfileUids(page)).toContain('u-thandi');
  // Firestore's cache holds her own users/{uid} document, e-mail and all: what must go.
  await expect.poll(() => firestoreStorageHolds(page, thandi.email)).toBe(true);

  await page.getByRole('button', { name: /PotholeQueen/u }).click();
  // Sign-out ends in a fresh load of /, whose Firestore starts a new, public-only cache.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: messages.nav.signOut }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: new RegExp(messages.nav.guest, 'u') })).toBeVisible();

  expect(await savedProfileUids(page)).toEqual([]);
  expect(await firestoreStorageHolds(page, thandi.email)).toBe(false);
  expect((await readSnapshot(page)).problems).toBe(listedProblems.length);
});
