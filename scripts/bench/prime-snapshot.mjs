// Writes the map index into the site's snapshot store (IndexedDB
// "mzansi-fix-snapshots", store "mapIndex", key "latest", version 3 of
// src/data/snapshot-schema.ts), exactly where the site saves it after a server
// answer. The entries come from the site's own index file (/data/map-index,
// built by the Cloud Function), so nothing here packs entries a second way.
// Used where a page must hold a chosen number of reports (offline, demo size)
// or a copy of a chosen age (the returning visit). The site must have opened
// its store once (any visit does), so its own schema is what this writes into.

/** Runs in the page: opens the site's snapshot database without creating or upgrading it. */
function openSiteDb() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('mzansi-fix-snapshots');
    open.onupgradeneeded = () => {
      open.transaction.abort();
      reject(new Error('the site has not created its snapshot store yet; visit a page first'));
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

/** Runs in the page: saves the newest `max` entries of the index file as the site would. */
async function primeInPage({ max }) {
  const file = await (await fetch('/data/map-index', { cache: 'no-store' })).json();
  // The site keeps its copy newest first (byNewestFirst: undated last, ties by id); entry[5] is createdAt.
  const entries = file.cells
    .flat()
    .sort((a, b) => (b[5] ?? -Infinity) - (a[5] ?? -Infinity) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, max);
  const db = await openSiteDb();
  await new Promise((resolve, reject) => {
    const tx = db.transaction('mapIndex', 'readwrite');
    tx.objectStore('mapIndex').put({ savedAt: Date.now(), builtAt: file.builtAt, rebuiltAt: file.rebuiltAt, entries: JSON.stringify(entries) }, 'latest');
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  return entries.length;
}

/** Runs in the page: moves the saved copy's times back by `ms`, as if it were saved that long ago. */
async function ageInPage({ ms }) {
  const db = await openSiteDb();
  const record = await new Promise((resolve, reject) => {
    const tx = db.transaction('mapIndex', 'readwrite');
    const store = tx.objectStore('mapIndex');
    const get = store.get('latest');
    get.onsuccess = () => {
      if (get.result) store.put({ ...get.result, savedAt: get.result.savedAt - ms, builtAt: get.result.builtAt - ms }, 'latest');
    };
    tx.oncomplete = () => resolve(get.result ?? null);
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  return record ? JSON.parse(record.entries).length : 0;
}

/** Saves the newest `max` entries of the index into the snapshot store of `page`'s site; resolves with how many. */
export function primeSnapshot(page, max = Number.MAX_SAFE_INTEGER) {
  return page.evaluate(primeInPage, { max });
}

/** Makes the copy the site saved `ms` older; resolves with how many entries it holds (0: there was none). */
export function ageSnapshot(page, ms) {
  return page.evaluate(ageInPage, { ms });
}
