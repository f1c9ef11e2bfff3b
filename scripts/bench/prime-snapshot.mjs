// Writes the map index into the site's snapshot store (IndexedDB
// "mzansi-fix-snapshots", store "mapIndex", key "latest", version 3 of
// src/data/snapshot-schema.ts), exactly where the site saves it after a server
// answer, as one JSON string of entries: the site reads that (the format before
// columns), then saves it again in columns, so the first offline paint after a
// prime takes the slower path and the next ones the one a visitor's copy takes. The entries come from the site's own index file (/data/map-index,
// built by the Cloud Function), so nothing here packs entries a second way.
// Used where a page must hold a chosen number of reports (offline, demo size)
// or a copy of a chosen age (the returning visit). The site must have opened
// its store once (any visit does), so its own schema is what this writes into.

/**
 * Runs in the page (Playwright sends the function's text alone, so it holds
 * everything it uses): "prime" saves the newest `max` entries of the index
 * file as the site would; "age" moves the saved copy's times back by `ms`, as
 * if it were saved that long ago. Resolves with how many entries the copy holds.
 */
async function inPage({ action, max, ms }) {
  // The site's own database, never created or upgraded here.
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('mzansi-fix-snapshots');
    open.onupgradeneeded = () => {
      open.transaction.abort();
      reject(new Error('the site has not created its snapshot store yet; visit a page first'));
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  let record = null;
  if (action === 'prime') {
    const file = await (await fetch('/data/map-index', { cache: 'no-store' })).json();
    // The site keeps its copy newest first (byNewestFirst: undated last, ties by id); entry[5] is createdAt.
    const entries = file.cells
      .flat()
      .sort((a, b) => (b[5] ?? -Infinity) - (a[5] ?? -Infinity) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, max);
    record = { savedAt: Date.now(), builtAt: file.builtAt, rebuiltAt: file.rebuiltAt, entries: JSON.stringify(entries) };
  }
  await new Promise((resolve, reject) => {
    const tx = db.transaction('mapIndex', 'readwrite');
    const store = tx.objectStore('mapIndex');
    if (record) store.put(record, 'latest');
    else {
      const get = store.get('latest');
      get.onsuccess = () => {
        record = get.result ?? null;
        if (record) store.put({ ...record, savedAt: record.savedAt - ms, builtAt: record.builtAt - ms }, 'latest');
      };
    }
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  // The site saves its copy in columns (src/domain/map-index/map-columns.ts); "prime" writes the older
  // single JSON string, which the site still reads and then saves again in columns.
  if (!record) return 0;
  return record.columns ? record.columns.ids.length : JSON.parse(record.entries).length;
}

/** Saves the newest `max` entries of the index into the snapshot store of `page`'s site; resolves with how many. */
export function primeSnapshot(page, max = Number.MAX_SAFE_INTEGER) {
  return page.evaluate(inPage, { action: 'prime', max, ms: 0 });
}

/** Makes the copy the site saved `ms` older; resolves with how many entries it holds (0: there was none). */
export function ageSnapshot(page, ms) {
  return page.evaluate(inPage, { action: 'age', max: 0, ms });
}
