#!/usr/bin/env node
// Usage: node scripts/seed.mjs [path]   (default: $SEED_FILE or seed/demo.json)
// Replaces everything in the local Auth and Firestore emulators with the seed file's data.
// Hosts come from the same env vars the Firebase SDKs use, so `firebase emulators:exec` works.
import path from 'node:path';
import { seedEmulators } from './lib/seed.mjs';

const arg = process.argv[2];
if (arg === '-h' || arg === '--help') {
  console.log('Usage: node scripts/seed.mjs [seed.json]\n' +
    'Env: SEED_FILE, FIRESTORE_EMULATOR_HOST (127.0.0.1:8080), FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099),\n' +
    '     FIREBASE_EMULATOR_HUB (127.0.0.1:4400)');
  process.exit(0);
}

try {
  await seedEmulators({
    file: path.resolve(arg || process.env.SEED_FILE || 'seed/demo.json'),
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    // `npm start`'s hub: with it the Functions emulator's triggers pause while seeding.
    hubHost: process.env.FIREBASE_EMULATOR_HUB || '127.0.0.1:4400',
  });
} catch (e) {
  // The library's messages are written for people (file missing, bad JSON, emulator down);
  // a stack trace would only bury them.
  console.error(`seed failed: ${e.message}`);
  process.exit(1);
}
