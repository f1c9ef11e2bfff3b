#!/usr/bin/env node
// `npm start`: the whole site on this machine. Starts the Firebase Auth,
// Firestore and Functions emulators, seeds them (seed/demo.json, or SEED_FILE),
// builds the production bundle, serves it on http://127.0.0.1:4173 (PORT changes
// it) with firebase.json's hosting headers, and prints the URL and demo
// accounts. Ctrl-C stops everything it started. The same site is also served over
// HTTPS and HTTP/2 on https://127.0.0.1:4443 (SECURE_PORT), with a certificate made
// for the run (lib/local-tls.mjs): what `npm run lighthouse` measures, because
// Hosting serves over HTTP/2 and a phone's load time depends on it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, START_PORTS } from './lib/ports.mjs';
import { run } from './lib/run.mjs';
import { localCertificate } from './lib/local-tls.mjs';
import { withSeededEmulators } from './lib/seeded-emulators.mjs';
import { serveSite } from './lib/site-server.mjs';
import { StopList } from './lib/stop-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sitePort = Number(process.env.PORT || START_PORTS.site);
const securePort = Number(process.env.SECURE_PORT || START_PORTS.secureSite);
const seedFile = path.resolve(root, process.env.SEED_FILE || 'seed/demo.json');
const STOPPING = '\nStopping the site and the emulators…';

// Ctrl-C, a kill, or the terminal closing: stop what we started.
const stops = new StopList();
stops.stopOnSignals({ code: 0, message: () => STOPPING });

try {
  if (!Number.isInteger(sitePort) || sitePort <= 0 || sitePort > 65535) throw new Error(`PORT must be a port number, not "${process.env.PORT}".`);
  if (!Number.isInteger(securePort) || securePort <= 0 || securePort > 65535 || securePort === sitePort) {
    throw new Error(`SECURE_PORT must be a port number other than the site's, not "${process.env.SECURE_PORT}".`);
  }
  if (!fs.existsSync(seedFile)) throw new Error(`Seed file not found: ${seedFile}`);
  await withSeededEmulators(
    {
      root,
      ports: { ...START_PORTS, site: sitePort, secureSite: securePort },
      name: 'start',
      busy: 'Is `npm start` already running? Stop it (Ctrl-C) or choose other site ports with PORT=… and SECURE_PORT=…',
      stops,
      seedFile,
      // Building needs no emulator, so it runs while they start.
      whileStarting: () => run('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { cwd: root, label: 'build' }),
    },
    async ({ env, seeded }) => {
      // Served as Firebase Hosting serves it: firebase.json's rewrites and headers (the Content
      // Security Policy too, opened to the local emulators only), and its CDN's copies of function answers.
      const served = {
        root,
        dist: 'dist',
        host: HOST,
        emulators: { auth: env.FIREBASE_AUTH_EMULATOR_HOST, firestore: env.FIRESTORE_EMULATOR_HOST, functions: env.FUNCTIONS_EMULATOR_HOST },
        cdn: true,
      };
      const site = await serveSite({ ...served, port: sitePort });
      stops.add('site', site.close);
      const secureSite = await serveSite({ ...served, port: securePort, secure: await localCertificate(HOST) });
      stops.add('site over HTTP/2', secureSite.close);
      console.log(`\n  Mzansi Fix is running at ${site.url}\n`);
      console.log(`  Over HTTPS and HTTP/2, as Hosting serves it: ${secureSite.url}`);
      console.log('  (its certificate is made for this run, so a browser warns; `npm run lighthouse` measures it)\n');
      console.log(`  Demo data: ${path.relative(root, seedFile) || seedFile} (${seeded.problems} problems, ${seeded.users} users)`);
      printAccounts(seedFile);
      console.log('\n  Press Ctrl-C to stop the site and the emulators.\n');
      // Runs until a signal stops everything (stopOnSignals above).
      await new Promise(() => {});
    },
  );
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`);
  if (stops.size > 0) console.log(STOPPING);
  await stops.stopAll();
  process.exit(1);
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
