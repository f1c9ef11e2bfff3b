// Helpers for the offline-first flows: the service worker taking control, and
// what the snapshot store (IndexedDB "mzansi-fix-snapshots") holds.
import { expect, type Page } from '@playwright/test';
import { formatDataTime } from '../../src/domain/data-age';
import { t } from './english';

/** Waits until the service worker controls the page, then reloads once so runtime caches fill from controlled requests. */
export async function takeControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

export interface SnapshotInfo {
  readonly version: number;
  readonly stores: string[];
  readonly problems: number;
  readonly savedAt: number | null;
}

/** What the snapshot store holds now (version 0 when there is no database). */
export function readSnapshot(page: Page): Promise<SnapshotInfo> {
  return page.evaluate(
    () =>
      new Promise<SnapshotInfo>((resolve, reject) => {
        void indexedDB.databases().then((list) => {
          if (!list.some((db) => db.name === 'mzansi-fix-snapshots')) return resolve({ version: 0, stores: [], problems: 0, savedAt: null });
          const open = indexedDB.open('mzansi-fix-snapshots');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const stores = [...db.objectStoreNames].sort();
            if (!stores.includes('mapIndex')) {
              db.close();
              return resolve({ version: db.version, stores, problems: 0, savedAt: null });
            }
            const get = db.transaction('mapIndex').objectStore('mapIndex').get('latest');
            get.onsuccess = () => {
              db.close();
              // In columns since the speed work of issue 12; one JSON string before (still read by the site).
              const record = get.result as { savedAt?: number; columns?: { ids?: unknown[] }; entries?: string } | undefined;
              let count = 0;
              try {
                count = record?.columns ? (record.columns.ids?.length ?? 0) : (JSON.parse(record?.entries ?? '[]') as unknown[]).length;
              } catch {
                count = 0;
              }
              resolve({ version: db.version, stores, problems: count, savedAt: record?.savedAt ?? null });
            };
            get.onerror = () => reject(get.error);
          };
        });
      }),
  );
}

/** Waits until the site has saved the map index with this many reports (it does so 1.5 s after a server answer). */
export async function waitForSnapshot(page: Page, problems: number): Promise<SnapshotInfo> {
  await expect.poll(async () => (await readSnapshot(page)).problems, { timeout: 30_000 }).toBe(problems);
  return readSnapshot(page);
}

/** The offline indicator's words for data saved at `savedAt`, as the page will word them now. */
export function offlineText(savedAt: number): string {
  return t('offline.offlineDataFrom', { when: formatDataTime(savedAt, Date.now()) });
}

/** One record of a store in the snapshot store, or with no key every key the store holds. */
function readStore(page: Page, store: string, key: string | null): Promise<unknown> {
  return page.evaluate(
    ({ store, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('mzansi-fix-snapshots');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(store).objectStore(store);
          const request: IDBRequest = key === null ? objects.getAllKeys() : objects.get(key);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { store, key },
  );
}

/** The ids of the whole reports saved as opened lately (the snapshot store's problems/"opened"). */
export async function openedReportIds(page: Page): Promise<string[]> {
  const record = (await readStore(page, 'problems', 'opened')) as { problems?: { id?: string }[] } | undefined;
  return (record?.problems ?? []).map((problem) => String(problem.id));
}

/** The uids whose own profile (email, real name) the snapshot store holds. */
export async function savedProfileUids(page: Page): Promise<string[]> {
  return ((await readStore(page, 'profiles', null)) as IDBValidKey[]).map(String);
}
