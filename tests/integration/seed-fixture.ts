// Seeds the emulators the test run started (their hosts in the environment) with a test file's
// own fixture (seed format, docs/data-model.md §8), written to a temporary folder beside an
// index.html, so the folder can also be served as a site's dist. Most files still spell this
// out themselves; new ones call this.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedEmulators } from '../../scripts/lib/seed.mjs';

/** Seeds `fixture`; resolves with the folder holding it (and a bare index.html). */
export async function seedFixture(name: string, fixture: unknown): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  fs.writeFileSync(path.join(dir, 'seed.json'), JSON.stringify(fixture));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
  await seedEmulators({
    file: path.join(dir, 'seed.json'),
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST!,
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
    hubHost: process.env.FIREBASE_EMULATOR_HUB ?? null,
    log: () => {},
  });
  return dir;
}
