#!/usr/bin/env node
// `npm start`: the whole site on this machine. Starts the Firebase Auth,
// Firestore and Functions emulators, seeds them (seed/demo.json, or SEED_FILE),
// builds the production bundle, serves it on http://127.0.0.1:4173 (PORT changes
// it) with firebase.json's hosting headers, and prints the URL and demo
// accounts. Ctrl-C stops everything it started.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulators, warmUpMapIndex } from './lib/emulators.mjs';
import { assertPortsFree, HOST, START_PORTS } from './lib/ports.mjs';
import { run } from './lib/run.mjs';
import { seedEmulators } from './lib/seed.mjs';
import { serveSite } from './lib/site-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sitePort = Number(process.env.PORT || START_PORTS.site);
const seedFile = path.resolve(root, process.env.SEED_FILE || 'seed/demo.json');
const emulatorPorts = { ...START_PORTS };
delete emulatorPorts.site;

const stoppers = [];
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (stoppers.length > 0) console.log('\nStopping the site and the emulators…');
  for (const stop of stoppers.reverse()) await stop();
  process.exit(code);
}
// Ctrl-C, a kill, or the terminal closing: stop what we started (the children
// run in their own process groups, so nothing else stops them).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

try {
  if (!Number.isInteger(sitePort) || sitePort <= 0 || sitePort > 65535) throw new Error(`PORT must be a port number, not "${process.env.PORT}".`);
  if (!fs.existsSync(seedFile)) throw new Error(`Seed file not found: ${seedFile}`);
  await assertPortsFree(
    { site: sitePort, ...emulatorPorts },
    'Is `npm start` already running? Stop it (Ctrl-C) or choose another site port with PORT=…',
  );

  // Building needs no emulator, so it runs while they start.
  const build = run('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { cwd: root, label: 'build' });
  build.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const emulators = await startEmulators({ root, ports: emulatorPorts, name: 'start' });
  stoppers.push(emulators.stop);
  const seeded = await seedEmulators({
    file: seedFile,
    firestoreHost: emulators.env.FIRESTORE_EMULATOR_HOST,
    authHost: emulators.env.FIREBASE_AUTH_EMULATOR_HOST,
    hubHost: emulators.env.FIREBASE_EMULATOR_HUB,
  });
  await build;
  await warmUpMapIndex(emulators.env.FUNCTIONS_EMULATOR_HOST);

  // Served as Firebase Hosting serves it: firebase.json's rewrites and headers (the Content
  // Security Policy too, opened to the local emulators only).
  const site = await serveSite({
    root,
    dist: 'dist',
    host: HOST,
    port: sitePort,
    emulators: {
      auth: emulators.env.FIREBASE_AUTH_EMULATOR_HOST,
      firestore: emulators.env.FIRESTORE_EMULATOR_HOST,
      functions: emulators.env.FUNCTIONS_EMULATOR_HOST,
    },
  });
  stoppers.push(site.close);
  const url = site.url;

  console.log(`\n  Mzansi Fix is running at ${url}\n`);
  console.log(`  Demo data: ${path.relative(root, seedFile) || seedFile} (${seeded.problems} problems, ${seeded.users} users)`);
  printAccounts(seedFile);
  console.log('\n  Press Ctrl-C to stop the site and the emulators.\n');
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`);
  await shutdown(1);
}

function printAccounts(file) {
  let accounts = [];
  try {
    accounts = JSON.parse(fs.readFileSync(file, 'utf8')).accounts ?? [];
  } catch {
    // The seeder already read it; nothing to add here.
  }
  if (!Array.isArray(accounts) || accounts.length === 0) return;
  console.log('  Sign-in accounts:');
  for (const account of accounts) {
    if (account && typeof account === 'object') console.log(`    ${account.email}  /  ${account.password}`);
  }
}
