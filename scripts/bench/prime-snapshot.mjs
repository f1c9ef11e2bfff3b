// Writes problem records into the site's snapshot store (IndexedDB
// "mzansi-fix-snapshots", store "problems", key "latest"), exactly where the
// site saves them 1.5 s after a server answer. The bench needs it because the
// emulator cannot give the site 50,000 problems itself (see measure-map.mjs,
// coldVisit). The site must have opened its store once (any visit does), so
// its own schema and version are what this writes into.

/** Runs in the page: fetches the records from `source`, keeps the first `max`, saves them. */
async function primeInPage({ source, max }) {
  const problems = (await (await fetch(source)).json()).slice(0, max);
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('mzansi-fix-snapshots');
    open.onupgradeneeded = () => {
      open.transaction.abort();
      reject(new Error('the site has not created its snapshot store yet; visit a page first'));
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  await new Promise((resolve, reject) => {
    const tx = db.transaction('problems', 'readwrite');
    tx.objectStore('problems').put({ savedAt: Date.now(), problems }, 'latest');
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  return problems.length;
}

/** Saves up to `max` problem records from `source` into the snapshot store of `page`'s site; resolves with how many. */
export function primeSnapshot(page, source, max = Number.MAX_SAFE_INTEGER) {
  return page.evaluate(primeInPage, { source, max });
}
