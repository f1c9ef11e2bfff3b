// Shared set-up for integration tests: a Firebase backend pointed at the
// emulators that scripts/with-emulators.mjs started, and a seeding helper.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Problem } from '../../src/domain/model';
import type { Backend } from '../../src/data/backend';
import { createFirebaseBackend } from '../../src/data/firebase-backend';
import { DEMO_PROJECT_ID } from '../../src/data/firebase-config';
import { seedEmulators } from '../../scripts/lib/seed.mjs';

function hostPort(name: string): { host: string; port: number } {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through npm run test:integration`);
  const [host, port] = value.split(':');
  return { host: host!, port: Number(port) };
}

let apps = 0;

/** A fresh backend (its own Firebase app) talking to the emulators. */
export function emulatorBackend(): Backend {
  const firestore = hostPort('FIRESTORE_EMULATOR_HOST');
  const auth = hostPort('FIREBASE_AUTH_EMULATOR_HOST');
  apps += 1;
  return createFirebaseBackend({
    settings: {
      options: { apiKey: 'demo-api-key', authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`, projectId: DEMO_PROJECT_ID },
      emulators: { host: firestore.host, firestorePort: firestore.port, authPort: auth.port },
    },
    cache: 'memory',
    appName: `integration-${process.pid}-${apps}`,
  });
}

/** Replaces all emulator data with `seed` (the seed file shape, docs/data-model.md §8). */
export async function seed(data: unknown): Promise<void> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mzansi-seed-')), 'seed.json');
  fs.writeFileSync(file, JSON.stringify(data));
  await seedEmulators({
    file,
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST!,
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
    log: () => {},
  });
}

type Watch = (listener: { next(problems: Problem[], meta: { fromCache: boolean }): void; error?(e: Error): void }) => () => void;

/** The first server-confirmed result of a live problem query. */
export function firstServerResult(watch: Watch): Promise<Problem[]> {
  return new Promise((resolve, reject) => {
    const stop = watch({
      next(problems, meta) {
        if (meta.fromCache) return;
        queueMicrotask(() => stop());
        resolve(problems);
      },
      error: reject,
    });
  });
}
