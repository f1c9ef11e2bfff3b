// Repairs `reportedBy` on existing reports (issue 13): before the report guard
// (functions/src/report-guard.ts) every client wrote its own value there, which
// could be an email, its local part ("r.mthembu") or "City official". Each report
// gets its reporter's public name by the same rule the guard and the projection
// use (functions/lib/projection.js, built from src/domain). Reads the problems in
// pages of 500 and each reporter's user document once; writes only what differs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromFunctions = createRequire(path.join(root, 'functions', 'package.json'));

const PAGE = 500;

/** The report guard's naming rule, from the functions build (built first when missing). */
async function loadNameRule() {
  const built = path.join(root, 'functions', 'lib', 'projection.js');
  const { existsSync } = await import('node:fs');
  if (!existsSync(built)) {
    const { buildFunctions } = await import('./build-functions.mjs');
    await buildFunctions(root, { log: () => {} });
  }
  const { publicNameOf, reporterUidOf } = requireFromFunctions(built);
  return { publicNameOf, reporterUidOf };
}

/** A Firestore admin client for `projectId` (the emulator when FIRESTORE_EMULATOR_HOST is set). */
export function adminFirestore(projectId) {
  const { initializeApp, getApps } = requireFromFunctions('firebase-admin/app');
  const { getFirestore } = requireFromFunctions('firebase-admin/firestore');
  const name = `migrate-${projectId}`;
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return getFirestore(app);
}

/** Sets every report's `reportedBy` to its reporter's public name; resolves with { read, repaired }. */
export async function migrateReportedBy(db, { log = console.log } = {}) {
  const { publicNameOf, reporterUidOf } = await loadNameRule();
  const { FieldPath } = requireFromFunctions('firebase-admin/firestore');
  const names = new Map();
  let read = 0;
  let repaired = 0;
  let page = db.collection('problems').orderBy(FieldPath.documentId()).limit(PAGE);
  for (;;) {
    const result = await page.get();
    const owners = [...new Set(result.docs.map((doc) => reporterUidOf(doc.data())))].filter((uid) => uid !== null && !names.has(uid));
    if (owners.length) {
      const users = await db.getAll(...owners.map((uid) => db.collection('users').doc(uid)));
      for (const user of users) names.set(user.id, publicNameOf(user.id, user.exists ? user.data() : null));
    }
    const batch = db.batch();
    let writes = 0;
    for (const doc of result.docs) {
      const uid = reporterUidOf(doc.data());
      const name = uid === null ? publicNameOf('', null) : names.get(uid);
      if (doc.get('reportedBy') !== name) {
        batch.update(doc.ref, { reportedBy: name });
        writes += 1;
      }
    }
    if (writes) await batch.commit();
    read += result.size;
    repaired += writes;
    if (result.size < PAGE) break;
    page = page.startAfter(result.docs[result.size - 1]);
  }
  log(`reportedBy: ${read} reports read, ${repaired} repaired`);
  return { read, repaired };
}
