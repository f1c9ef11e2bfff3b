// Today's full listener: one onSnapshot(collection(db, 'problems')) against the
// bench's Firestore emulator (its port in ?port=), as the site listened before
// the map index. It listens once: the old site's watchdog, which listened afresh
// after ~6 s and so streamed everything again, is left out, so this is the
// cheapest the old approach ever was. It keeps every document's data, as the old
// site kept every report. scripts/bench/measure-baselines.mjs reads window.fullListener.
/* global window, document, location, performance, URLSearchParams */
import { initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, getFirestore, onSnapshot } from 'firebase/firestore';

const params = new URLSearchParams(location.search);
const app = initializeApp({ projectId: 'demo-mzansi-fix', apiKey: 'bench' });
const db = getFirestore(app);
connectFirestoreEmulator(db, '127.0.0.1', Number(params.get('port')));

const state = { kept: [] };
window.fullListener = {
  state,
  // Resolves with when the first complete answer from the server arrived.
  done: new Promise((resolve, reject) => {
    const listenedAt = performance.now();
    onSnapshot(
      collection(db, 'problems'),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        state.kept = snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
        document.getElementById('status').textContent = `${snapshot.size} reports`;
        resolve({ documents: snapshot.size, listenedAt, allAt: performance.now() });
      },
      (error) => reject(new Error(error.message)),
    );
  }),
};
