#!/usr/bin/env node
// Runs a command with the Firebase emulators up on the test ports, then stops
// them: `node scripts/with-emulators.mjs [--seed FILE] -- <command...>`.
// The command gets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulators } from './lib/emulators.mjs';
import { assertPortsFree, TEST_PORTS } from './lib/ports.mjs';
import { seedEmulators } from './lib/seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split === -1 ? args : args.slice(0, split);
const command = split === -1 ? [] : args.slice(split + 1);
const seedIndex = options.indexOf('--seed');
const seedFile = seedIndex === -1 ? null : options[seedIndex + 1];

const emulatorPorts = { ...TEST_PORTS };
delete emulatorPorts.site;
try {
  await assertPortsFree(emulatorPorts, 'Is another test run still going? Wait for it or stop it.');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const emulators = await startEmulators({ root, ports: emulatorPorts, name: 'test' });
let code = 1;
try {
  if (seedFile) {
    await seedEmulators({
      file: path.resolve(seedFile),
      firestoreHost: emulators.env.FIRESTORE_EMULATOR_HOST,
      authHost: emulators.env.FIREBASE_AUTH_EMULATOR_HOST,
      hubHost: emulators.env.FIREBASE_EMULATOR_HUB,
    });
  }
  if (command.length === 0) {
    console.log('Emulators are up; press Ctrl-C to stop.');
    await new Promise((resolve) => process.once('SIGINT', resolve));
    code = 0;
  } else {
    code = await new Promise((resolve) => {
      const child = spawn(command[0], command.slice(1), {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...emulators.env },
      });
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
  }
} finally {
  await emulators.stop();
}
process.exit(code);
