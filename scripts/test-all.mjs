#!/usr/bin/env node
// `npm test`: every check, each counted: typecheck and lint (with the catalogue check) side by side, unit tests,
// integration tests against the real emulators, and end-to-end tests in Debian's
// Chromium against the production build. Ends with one plain line
// `N passed, N failed`. Name steps to run only those, and pass test files or
// runner options after `--`: `node scripts/test-all.mjs e2e -- tests/e2e/login.spec.ts`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { TEST_PORTS } from './lib/ports.mjs';
import { withSeededEmulators } from './lib/seeded-emulators.mjs';
import { StopList } from './lib/stop-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });

const ALL = ['typecheck', 'lint', 'unit', 'integration', 'e2e'];
const args = process.argv.slice(2);
const split = args.indexOf('--');
const stepArgs = split === -1 ? args : args.slice(0, split);
const runnerArgs = split === -1 ? [] : args.slice(split + 1);
const wanted = stepArgs.length ? stepArgs : ALL;
const unknown = wanted.filter((step) => !ALL.includes(step));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${ALL.join(', ')}`);
  process.exit(2);
}

// The public functions' per-client limit (functions/src/client-limit.ts), set for this run so that
// tests/integration/open-data-costs.test.ts reaches it in seconds (a slow refill), while the
// browser tests, whose requests all come from one address, never meet it (a burst of 400).
// The emulators and tests inherit it.
process.env.CLIENT_LIMIT_BURST ??= '400';
process.env.CLIENT_LIMIT_PER_SECOND ??= '0.5';

// Reports carry the port offset so two runs side by side keep their own.
const suffix = process.env.TEST_PORT_OFFSET ? `-${process.env.TEST_PORT_OFFSET}` : '';
const results = [];
const started = Date.now();

/** Runs a command with output passed through; resolves with its exit code. */
function exec(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function banner(name) {
  console.log(`\n━━ ${name} ${'━'.repeat(Math.max(0, 60 - name.length))}`);
}

/** Runs a command with its output (stdout and stderr together) kept; resolves with its exit code and that output. */
function execQuiet(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

/**
 * Steps that are one check each (passing when the command exits 0), run side by side: each of
 * tsc and eslint keeps one core busy, so on two cores they take the time of the longer. Each
 * step's output is printed whole under its own banner, in the order given, once it has finished.
 */
async function checks(steps) {
  const runs = steps.map(({ name, command, args }) => {
    const t = Date.now();
    return execQuiet(command, args).then((outcome) => ({ name, ...outcome, ms: Date.now() - t }));
  });
  for (const run of runs) {
    const { name, code, output, ms } = await run;
    banner(name);
    process.stdout.write(output);
    results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, ms });
  }
}

/** Counts from a test runner's JSON report; a run that left no report counts as one failure. */
function countsOf(code, reportFile, count) {
  let counts = null;
  try {
    if (fs.existsSync(reportFile)) counts = count(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
  } catch (error) {
    console.error(`Could not read ${reportFile}: ${error.message}`);
  }
  if (!counts) counts = { passed: 0, failed: 1 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
  return counts;
}

/**
 * Runs a vitest project, in passes when `passes` is given (lists of file arguments, run one after
 * the other and counted as one step); files named on the command line replace them.
 */
async function vitest(name, project, env = {}, passes = [[]]) {
  banner(name);
  const t = Date.now();
  const counts = { passed: 0, failed: 0 };
  for (const [i, files] of (runnerArgs.length ? [runnerArgs] : passes).entries()) {
    const reportFile = path.join(reports, `${project}${suffix}${i ? `-${i + 1}` : ''}.json`);
    fs.rmSync(reportFile, { force: true });
    const passCode = await exec(
      bin('vitest'),
      ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...files],
      env,
    );
    const pass = countsOf(passCode, reportFile, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
    counts.passed += pass.passed;
    counts.failed += pass.failed;
  }
  results.push({ name, ...counts, ms: Date.now() - t });
}

/**
 * The integration tests in two passes on the same emulators, the map index attacks first. They
 * write thousands of reports with the triggers paused, and every earlier pause multiplies what the
 * Firestore emulator sends on for each of those writes (scripts/lib/seed.mjs, drainTriggers): run
 * first, they catch up in seconds; run after a dozen files' seeding, the next file waited minutes.
 */
const INTEGRATION_FIRST = ['tests/integration/attacks-map-index.test.ts'];
const INTEGRATION_PASSES = [INTEGRATION_FIRST, INTEGRATION_FIRST.flatMap((file) => ['--exclude', file])];

/**
 * The browser tests: every project but the map index load test, then (on emulators started
 * again, with the demo data) that test alone (playwright.config.ts, E2E_LOAD_APART), counted as
 * one step. Arguments on the command line replace both passes with one run of their own.
 */
const E2E_PASSES = [
  ['site', 'google-key', 'offline', 'timing', 'live', 'hostile-data', 'empty-data'].map((project) => `--project=${project}`),
  ['--project=index-load'],
];

async function playwright(env, beforeLastPass) {
  banner('e2e');
  const t = Date.now();
  const counts = { passed: 0, failed: 0, flaky: 0 };
  const passes = runnerArgs.length ? [runnerArgs] : E2E_PASSES;
  for (const [i, passArgs] of passes.entries()) {
    if (i > 0) await beforeLastPass();
    const reportFile = path.join(reports, `playwright${suffix}${i ? `-${i + 1}` : ''}.json`);
    fs.rmSync(reportFile, { force: true });
    const apart = runnerArgs.length ? {} : { E2E_LOAD_APART: '1' };
    const code = await exec(bin('playwright'), ['test', ...passArgs], { ...env, ...apart, PLAYWRIGHT_JSON: reportFile });
    const pass = countsOf(code, reportFile, (r) => ({
      passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
      failed: r.stats?.unexpected ?? 0,
      flaky: r.stats?.flaky ?? 0,
    }));
    counts.passed += pass.passed;
    counts.failed += pass.failed;
    counts.flaky += pass.flaky ?? 0;
  }
  // A test that passed only on its retry (CI) is counted as passed, and said.
  results.push({ name: 'e2e', ...counts, note: counts.flaky ? `, ${counts.flaky} of them flaky (passed on a retry)` : '', ms: Date.now() - t });
}

/**
 * Runs the site's big queries once, so the emulator's first (cold, JIT-compiling)
 * answers are not what the first browser tests wait on.
 */
async function warmUpFirestore(host) {
  const url = `http://${host}/v1/projects/demo-mzansi-fix/databases/(default)/documents:runQuery`;
  const queries = [
    { from: [{ collectionId: 'mapCells' }] },
    { from: [{ collectionId: 'problems' }], orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }], limit: 10 },
    { from: [{ collectionId: 'publicProfiles' }], orderBy: [{ field: { fieldPath: 'reportsCount' }, direction: 'DESCENDING' }] },
  ];
  const t = Date.now();
  for (let round = 0; round < 3; round += 1) {
    for (const structuredQuery of queries) {
      await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({ structuredQuery }),
      }).then((response) => response.arrayBuffer());
    }
  }
  console.log(`Firestore warmed up in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

// Ctrl-C or a kill during the integration or e2e steps: stop the emulators too.
const stops = new StopList();
stops.stopOnSignals({ code: 130, message: (signal) => `\n${signal}: stopping the emulators…` });

try {
  await checks([
    ...(wanted.includes('typecheck')
      ? [
          { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
          // The service worker has its own program: its WebWorker globals clash with the page's DOM ones.
          { name: 'typecheck sw', command: bin('tsc'), args: ['--noEmit', '-p', 'sw/tsconfig.json'] },
        ]
      : []),
    ...(wanted.includes('lint')
      ? [
          { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
          // The catalogues: no id missing from English, no broken placeholder, message-ids.ts up to date.
          { name: 'i18n check', command: process.execPath, args: [path.join(root, 'scripts/i18n-check.mjs')] },
        ]
      : []),
  ]);
  if (wanted.includes('unit')) await vitest('unit', 'unit');
  if (wanted.includes('integration') || wanted.includes('e2e')) {
    if (wanted.includes('e2e')) ensureChromium();
    // One start of the emulators for both steps; the demo data goes in after the integration tests, for e2e.
    const emulators = { root, ports: TEST_PORTS, name: `test${suffix}`, busy: 'Is another test run still going? Wait for it to finish.', stops };
    await withSeededEmulators(emulators, async (backend) => {
      const { env } = backend;
      if (wanted.includes('integration')) await vitest('integration', 'integration', env, INTEGRATION_PASSES);
      if (wanted.includes('e2e')) {
        // Fresh emulators for the browser tests: every pause of the triggers in the integration tests left
        // one more registration of each trigger behind, and each write is then sent to all of them in turn
        // (scripts/lib/seed.mjs, drainTriggers), which made live updates lag by tens of seconds.
        if (wanted.includes('integration')) await backend.restart();
        banner('build for e2e');
        const emulatorPorts = {
          VITE_AUTH_EMULATOR_PORT: String(TEST_PORTS.auth),
          VITE_FIRESTORE_EMULATOR_PORT: String(TEST_PORTS.firestore),
        };
        const build = (outDir, env) => exec(bin('vite'), ['build', '--outDir', outDir, '--logLevel', 'warn'], { ...emulatorPorts, ...env });
        // A second build with a Maps key checks the Google provider's retries and its fallback to the open map.
        const buildCode =
          (await build(`dist-test${suffix}`, {})) || (await build(`dist-test-google${suffix}`, { VITE_GOOGLE_MAPS_API_KEY: 'e2e-placeholder-key' }));
        if (buildCode !== 0) {
          results.push({ name: 'e2e build', passed: 0, failed: 1, ms: 0 });
          return;
        }
        const demoData = async () => {
          await backend.seed(path.join(root, 'seed', 'demo.json'));
          await warmUpFirestore(env.FIRESTORE_EMULATOR_HOST);
          await backend.warmUpFunctions();
        };
        await demoData();
        const site = {
          E2E_PORT: String(TEST_PORTS.site),
          E2E_DIST: `dist-test${suffix}`,
          E2E_GOOGLE_PORT: String(TEST_PORTS.googleSite),
          E2E_GOOGLE_DIST: `dist-test-google${suffix}`,
        };
        await playwright({ ...env, ...site }, async () => {
          await backend.restart();
          await demoData();
        });
      }
    });
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  results.push({ name: 'setup', passed: 0, failed: 1, ms: 0 });
}

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
banner('summary');
for (const r of results) {
  console.log(`${r.failed ? '✗' : '✓'} ${r.name.padEnd(12)} ${r.passed} passed${r.note ?? ''}, ${r.failed} failed  (${(r.ms / 1000).toFixed(1)} s)`);
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
