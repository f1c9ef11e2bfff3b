// The day's changes for the returning visit: `count` reports change status
// through the Firestore emulator's REST API (as an owner: rules do not apply),
// then the bench waits until the Cloud Function's trigger has written each
// change into the map index (one mapChanges document per report).
import { PROJECT_ID } from '../lib/ports.mjs';

const DOCUMENTS = `/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const OWNER = { 'content-type': 'application/json', authorization: 'Bearer owner' };

async function post(firestoreHost, path, body) {
  const response = await fetch(`http://${firestoreHost}${DOCUMENTS}${path}`, { method: 'POST', headers: OWNER, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`Firestore emulator: POST ${path} -> ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** How many mapChanges documents there are (a count aggregation: no documents travel). */
export async function countMapChanges(firestoreHost) {
  const [answer] = await post(firestoreHost, ':runAggregationQuery', {
    structuredAggregationQuery: { structuredQuery: { from: [{ collectionId: 'mapChanges' }] }, aggregations: [{ alias: 'n', count: {} }] },
  });
  return Number(answer?.result?.aggregateFields?.n?.integerValue ?? 0);
}

/**
 * Changes the status of `count` well-formed reports of `seed`, spread over the
 * whole collection (so over many cells), in one commit. Resolves with their ids.
 */
export async function changeReports({ firestoreHost, seed, count }) {
  const wellFormed = seed.problems.filter((p) => typeof p?.id === 'string' && !p.id.startsWith('p-bad-'));
  const step = Math.max(1, Math.floor(wellFormed.length / count));
  const chosen = wellFormed.filter((_, i) => i % step === 0).slice(0, count);
  const writes = chosen.map((p) => ({
    update: {
      name: `projects/${PROJECT_ID}/databases/(default)/documents/problems/${p.id}`,
      // A status the report did not have, so its map entry changes.
      fields: { status: { stringValue: p.status === 'In Progress' ? 'Active' : 'In Progress' } },
    },
    updateMask: { fieldPaths: ['status'] },
    currentDocument: { exists: true },
  }));
  await post(firestoreHost, ':commit', { writes });
  return chosen.map((p) => p.id);
}

/** Waits until at least `count` mapChanges documents exist; resolves with how long that took. */
export async function waitForMapChanges(firestoreHost, count, timeoutMs = 900_000) {
  const started = Date.now();
  for (;;) {
    const n = await countMapChanges(firestoreHost);
    if (n >= count) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`the map index trigger wrote ${n} of ${count} changes in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
