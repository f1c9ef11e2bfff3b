// Changes the data in the emulators the test run started: a full reseed (for
// the empty-state tests) or one report written or removed (for live updates).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeValue, seedEmulators } from '../../scripts/lib/seed.mjs';

const firestoreHost = () => process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180';
const documents = `/v1/projects/demo-mzansi-fix/databases/(default)/documents`;
// The emulator's owner token passes the security rules, as the seeding does.
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

export async function reseed(data: unknown): Promise<void> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mzansi-e2e-')), 'seed.json');
  fs.writeFileSync(file, JSON.stringify(data));
  await seedEmulators({
    file,
    firestoreHost: firestoreHost(),
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199',
    log: () => {},
  });
}

/** Writes problems/{id} as the seed format would (ISO dates under createdAt become Timestamps). */
export async function putProblem(id: string, data: Record<string, unknown>): Promise<void> {
  const fields = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encodeValue(value, key)]));
  const response = await fetch(`http://${firestoreHost()}${documents}/problems/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`writing problems/${id} failed: ${response.status} ${await response.text()}`);
}

export async function deleteProblem(id: string): Promise<void> {
  await fetch(`http://${firestoreHost()}${documents}/problems/${encodeURIComponent(id)}`, { method: 'DELETE', headers: OWNER });
}

const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const accounts = '/identitytoolkit.googleapis.com/v1/projects/demo-mzansi-fix/accounts';

/** Calls the Auth emulator's admin API (the owner token stands for the Admin SDK's credentials). */
async function authAdmin(action: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`http://${authHost()}${accounts}${action}`, { method: 'POST', headers: OWNER, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`Auth ${action || 'create'} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A new e-mail account, with no documents of its own; resolves with its uid. */
export async function createAccount(email: string, password: string): Promise<string> {
  return String((await authAdmin('', { email, password })).localId);
}

/** How an account can end without its owner pressing Sign Out, as an administrator (or the owner elsewhere) ends it. */
export const END_ACCOUNT = {
  'deleted elsewhere': (uid: string) => authAdmin(':delete', { localId: uid }),
  disabled: (uid: string) => authAdmin(':update', { localId: uid, disableUser: true }),
  // Revoking sets validSince to now, in whole seconds, and only a token issued before that second is
  // refused (TOKEN_EXPIRED): one issued in the same second stays good, as in production. So the
  // revocation waits for the next second, and the token she was given on signing in is older.
  'with its tokens revoked': async (uid: string) => {
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    return authAdmin(':update', { localId: uid, validSince: String(Math.floor(Date.now() / 1000)) });
  },
} as const;
