// Everything `npm run bench` starts outside the browser: the generated seed
// files, the emulators (seeded again for each size), the production build, the
// baselines' full-listener page and the site server (Hosting's rules, gzip, and
// /data/map-index passed to the Functions emulator). Each start hands its stop
// to bench.mjs's StopList, so all of it stops in one place (at the end, or on
// Ctrl-C) whatever failed half-way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HOST, TEST_PORTS } from '../lib/ports.mjs';
import { run } from '../lib/run.mjs';
import { withSeededEmulators } from '../lib/seeded-emulators.mjs';
import { serveSite } from '../lib/site-server.mjs';

// The test ports (TEST_PORT_OFFSET already applied) shifted by 500, plus 37: test
// runs beside us shift by whole hundreds (TEST_PORT_OFFSET=400 puts its logging
// port on TEST_PORTS.hub + 500), so the odd 37 keeps every bench port off every
// test run's and off `npm start`'s.
export const BENCH_PORT_SHIFT = 537;

export function benchPorts() {
  const shifted = Object.fromEntries(Object.entries(TEST_PORTS).map(([name, port]) => [name, port + BENCH_PORT_SHIFT]));
  // googleSite's slot is free in a bench run: the naive baseline's server takes it.
  const { googleSite, ...rest } = shifted;
  return { ...rest, naive: googleSite };
}

/**
 * The seed file with `problems` well-formed reports, generated once into .bench/
 * and reused while it still holds that many (the generator is deterministic).
 * Returns the parsed seed too: the naive baseline serves its problems.
 */
export async function ensureSeed(root, problems, log) {
  const file = path.join(root, '.bench', `seed-${problems}.json`);
  const read = () => JSON.parse(fs.readFileSync(file, 'utf8'));
  // The generator always appends five malformed reports, ids p-bad-1 ... p-bad-5.
  const wellFormed = (seed) => seed.problems.filter((p) => !String(p?.id).startsWith('p-bad-')).length;
  if (fs.existsSync(file)) {
    try {
      const seed = read();
      if (wellFormed(seed) === problems) {
        log(`Seed: reusing ${path.relative(root, file)}`);
        return { file, seed };
      }
    } catch {
      // Unreadable or half-written: generate it again.
    }
  }
  const started = Date.now();
  await run(process.execPath, ['scripts/generate-demo-seed.mjs', '--problems', String(problems), '--out', file], { cwd: root, label: 'seed generation' });
  log(`Seed: generated ${path.relative(root, file)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { file, seed: read() };
}

/**
 * Runs `work(backend, buildMs)` with the bench's emulators (instance "bench") up, and
 * `build` (the site's build, which needs no emulator) running while they start.
 * Each size loads its own seed through `backend.seed(file)`; the map index function
 * is not asked beforehand: the first request's time (its worker starting, the file
 * built) is measured.
 */
export function withBenchEmulators({ root, ports, stops, log, build }, work) {
  const busy = 'Is another `npm run bench` running (or something else on TEST_PORTS + 500)? Set TEST_PORT_OFFSET to move all of them.';
  return withSeededEmulators({ root, ports, name: 'bench', busy, stops, log, whileStarting: build }, work);
}

/**
 * `vite build` into its own folder, talking to the bench emulators. Resolves with
 * the time taken. Registered with `stops` too: Ctrl-C during the build ends it.
 */
export function buildSite({ root, ports, outDir, stops }) {
  const started = Date.now();
  const child = spawn(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_AUTH_EMULATOR_PORT: String(ports.auth), VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore) },
  });
  stops.add('build', () => (child.exitCode === null && child.signalCode === null ? child.kill('SIGTERM') : undefined));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve(Date.now() - started) : reject(new Error(`vite build failed (${signal ?? `exit ${code}`})`))));
  });
}

/**
 * Serves the build as Hosting would (scripts/lib/site-server.mjs): gzip, the
 * headers, and /data/map-index from the Functions emulator behind the CDN's stand-in.
 * Resolves with the server (`url`, and `purge()` to empty the CDN's copies).
 */
export async function startSite({ root, outDir, port, env, stops }) {
  const site = await serveSite({
    root,
    dist: outDir,
    host: HOST,
    port,
    emulators: { auth: env.FIREBASE_AUTH_EMULATOR_HOST, firestore: env.FIRESTORE_EMULATOR_HOST, functions: env.FUNCTIONS_EMULATOR_HOST },
    cdn: true,
  });
  stops.add('site server', site.close);
  return site;
}

/**
 * Bundles the full-listener baseline (bench/full-listener, the Firebase SDK's
 * onSnapshot over all reports) into .bench/full-listener with vite, served by
 * the baselines' server under /full-listener/. Resolves with the time taken.
 */
export async function buildFullListener(root) {
  const started = Date.now();
  const { build } = await import('vite');
  await build({
    root: path.join(root, 'bench', 'full-listener'),
    base: '/full-listener/',
    configFile: false,
    logLevel: 'warn',
    build: { outDir: path.join(root, '.bench', 'full-listener'), emptyOutDir: true },
  });
  return Date.now() - started;
}
