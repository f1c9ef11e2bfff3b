// What the map-index attack tests need of the emulators, over their REST APIs as
// any outside client would use them: accounts (Auth emulator), documents written
// as an administrator (`Bearer owner`) or as a signed-in user (their ID token,
// so the rules apply), the index's documents, and the built functions' heal
// and rebuild (functions/lib/map-index-admin.js).
import path from 'node:path';
import { encodeValue, resumeTriggers } from '../../scripts/lib/seed.mjs';

export const PROJECT = 'demo-mzansi-fix';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const root = path.resolve(import.meta.dirname, '../..');

const firestoreUrl = (tail: string) => `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DATABASE}/documents${tail}`;
const authUrl = (tail: string) => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1${tail}`;

/** A REST call; `token` null: no Authorization header (signing in). */
async function call(url: string, method: string, token: string | null, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { ...(token === null ? {} : { Authorization: `Bearer ${token}` }), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** Runs `work` over `items`, `atOnce` at a time. */
export async function inBatches<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += atOnce) results.push(...(await Promise.all(items.slice(start, start + atOnce).map(work))));
  return results;
}

/** Creates `count` e-mail accounts (uids `${prefix}0001`…) and signs each in; resolves with their uids and ID tokens. */
export async function createAccounts(prefix: string, count: number): Promise<{ uid: string; idToken: string }[]> {
  const users = Array.from({ length: count }, (_, n) => {
    const uid = `${prefix}${String(n + 1).padStart(4, '0')}`;
    return { localId: uid, email: `${uid}@example.org`, rawPassword: 'voter-password' };
  });
  for (let start = 0; start < users.length; start += 500) {
    await call(authUrl(`/projects/${PROJECT}/accounts:batchCreate`), 'POST', 'owner', { users: users.slice(start, start + 500) });
  }
  return inBatches(users, 50, async (user) => {
    const answer = (await call(authUrl('/accounts:signInWithPassword?key=demo-api-key'), 'POST', null, {
      email: user.email,
      password: user.rawPassword,
      returnSecureToken: true,
    })) as { idToken: string };
    return { uid: user.localId, idToken: answer.idToken };
  });
}

/** Writes whole documents as an administrator, 500 a commit (the rules and the triggers see plain writes). */
export async function putDocuments(collection: string, docs: readonly { id: string; data: Record<string, unknown> }[]): Promise<void> {
  for (let start = 0; start < docs.length; start += 500) {
    const writes = docs.slice(start, start + 500).map(({ id, data }) => ({
      update: {
        name: `${DATABASE}/documents/${collection}/${id}`,
        fields: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encodeValue(value, key)])),
      },
    }));
    await call(firestoreUrl(':commit'), 'POST', 'owner', { writes });
  }
}

/** Sets some fields of a document as an administrator. */
export async function patchDocument(collection: string, id: string, fields: Record<string, unknown>): Promise<void> {
  const mask = Object.keys(fields).map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`).join('&');
  const encoded = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, encodeValue(value, key)]));
  await call(firestoreUrl(`/${collection}/${encodeURIComponent(id)}?${mask}`), 'PATCH', 'owner', { fields: encoded });
}

/** Confirms report `id` as the signed-in user, as the app does: one more confirmation, their entry stamped by the server. */
export async function confirmAs(voter: { uid: string; idToken: string }, id: string): Promise<void> {
  const write = {
    update: { name: `${DATABASE}/documents/problems/${id}`, fields: { confirmedBy: { mapValue: { fields: { [voter.uid]: { mapValue: {} } } } } } },
    updateMask: { fieldPaths: [`confirmedBy.${voter.uid}`] },
    updateTransforms: [
      { fieldPath: 'confirmations', increment: { integerValue: '1' } },
      { fieldPath: `confirmedBy.${voter.uid}.timestamp`, setToServerValue: 'REQUEST_TIME' },
    ],
    currentDocument: { exists: true },
  };
  // Concurrent writes to one document may be told to try again (ABORTED), as the SDK would.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await call(firestoreUrl(':commit'), 'POST', voter.idToken, { writes: [write] });
      return;
    } catch (error) {
      if (attempt >= 10 || !/ABORTED|409/u.test(String(error))) throw error;
    }
  }
}

export interface StoredPart {
  readonly id: string;
  readonly entries: string;
  readonly skipped: string;
}

/** Every document in mapCells (cells and their parts). */
export async function readParts(): Promise<StoredPart[]> {
  const parts: StoredPart[] = [];
  let pageToken = '';
  do {
    const answer = (await call(firestoreUrl(`/mapCells?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`), 'GET', 'owner')) as {
      documents?: { name: string; fields: Record<string, { stringValue?: string }> }[];
      nextPageToken?: string;
    };
    for (const doc of answer.documents ?? []) {
      parts.push({ id: doc.name.split('/').pop()!, entries: doc.fields.entries?.stringValue ?? '', skipped: doc.fields.skipped?.stringValue ?? '' });
    }
    pageToken = answer.nextPageToken ?? '';
  } while (pageToken);
  return parts;
}

/** Overwrites a mapCells document's entries behind the trigger's back. */
export async function writePart(id: string, entries: readonly unknown[]): Promise<void> {
  await patchDocument('mapCells', id, { entries: JSON.stringify(entries), count: entries.length });
}

/** `mapChanges/{id}`'s entry (null: gone from the map), or undefined when there is no change document. */
export async function readChange(id: string): Promise<unknown[] | null | undefined> {
  const response = await fetch(firestoreUrl(`/mapChanges/${encodeURIComponent(id)}`), { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return undefined;
  const doc = (await response.json()) as { fields: { entry: { stringValue?: string } } };
  const entry = doc.fields.entry.stringValue;
  return entry === undefined ? null : (JSON.parse(entry) as unknown[]);
}

interface AdminIndex {
  rebuildProjectMapIndex(projectId: string): Promise<{ reports: number; parts: number; skipped: number }>;
  healProjectMapIndex(projectId: string): Promise<{ reports: number; drift: number; repaired: number; rebuilt: boolean }>;
}

/** The rebuild and the heal as the functions build them. */
export async function adminIndex(): Promise<AdminIndex> {
  return (await import(path.join(root, 'functions/lib/map-index-admin.js'))) as AdminIndex;
}

/**
 * Pauses or resumes the Functions emulator's triggers, as seeding does: a resume waits until the
 * emulator has sent on the writes made while paused (scripts/lib/seed.mjs, drainTriggers).
 */
export async function setTriggers(enabled: boolean): Promise<void> {
  if (enabled) return resumeTriggers({ log: () => {} });
  const response = await fetch(`http://${process.env.FIREBASE_EMULATOR_HUB}/functions/disableBackgroundTriggers`, { method: 'PUT' });
  if (!response.ok) throw new Error(`could not pause the triggers: ${response.status}`);
}

/** Polls until `check` passes or `withinMs` runs out; resolves with the last value read. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
