// Reseeds the emulators the test run started (for the empty-state tests).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedEmulators } from '../../scripts/lib/seed.mjs';

export async function reseed(data: unknown): Promise<void> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mzansi-e2e-')), 'seed.json');
  fs.writeFileSync(file, JSON.stringify(data));
  await seedEmulators({
    file,
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180',
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199',
    log: () => {},
  });
}
