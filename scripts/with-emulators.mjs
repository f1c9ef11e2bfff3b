#!/usr/bin/env node
// Runs a command with the Firebase emulators up on the test ports, then stops
// them: `node scripts/with-emulators.mjs [--seed FILE] -- <command...>`.
// The command gets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST
// (and the hub's and the Functions emulator's hosts). With no command the
// emulators stay up until Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PORTS } from './lib/ports.mjs';
import { withSeededEmulators } from './lib/seeded-emulators.mjs';
import { StopList } from './lib/stop-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split === -1 ? args : args.slice(0, split);
const command = split === -1 ? [] : args.slice(split + 1);
const seedIndex = options.indexOf('--seed');
const seedFile = seedIndex === -1 ? null : path.resolve(options[seedIndex + 1]);
// TEST_PORT_OFFSET names the instance too, so runs side by side keep their own config and log.
const suffix = process.env.TEST_PORT_OFFSET ? `-${process.env.TEST_PORT_OFFSET}` : '';

// Ctrl-C ends the wait (exit 0) or, with a command, the command and us (exit 130).
const stops = new StopList();
stops.stopOnSignals({ code: command.length === 0 ? 0 : 130 });

try {
  const code = await withSeededEmulators(
    { root, ports: TEST_PORTS, name: `test${suffix}`, busy: 'Is another test run still going? Wait for it or stop it.', stops, seedFile },
    ({ env }) => {
      if (command.length === 0) {
        console.log('Emulators are up; press Ctrl-C to stop.');
        return new Promise(() => {});
      }
      return new Promise((resolve) => {
        const child = spawn(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
        child.on('error', (error) => {
          console.error(error.message);
          resolve(1);
        });
        child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
      });
    },
  );
  process.exit(code);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stops.stopAll();
  process.exit(1);
}
