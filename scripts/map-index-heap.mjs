#!/usr/bin/env node
// `node scripts/map-index-heap.mjs [reports] [descriptionChars]`: the memory the map
// index's admin rebuild takes (issue 36, point 8). Starts a bare Firestore emulator of
// its own (no functions, port 8180 + 760 + TEST_PORT_OFFSET), writes `reports` reports
// (default 200,000) with a `descriptionChars`-character description (default 2,000),
// five photo links and 20 confirmations each, then runs in child processes, one
// after the other: the rebuild as the functions run it (map fields only, in pages),
// and what the rebuild before issue 36 held (every whole report at once). Prints the
// peak JS heap and RSS of each. Takes a few minutes at 200,000; the figures go in
// docs/data-model.md §4.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFirestoreJar } from './lib/firestore-launcher.mjs';
import { encodeValue } from './lib/seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = Number(process.argv[2] ?? 200_000);
const descriptionChars = Number(process.argv[3] ?? 2000);
const port = 8180 + 760 + (Number(process.env.TEST_PORT_OFFSET) || 0);
const host = `127.0.0.1:${port}`;
const documents = `http://${host}/v1/projects/demo-mzansi-fix/databases/(default)/documents`;

function startEmulator() {
  const java = spawn(
    'java',
    ['-Xmx6g', '-cp', findFirestoreJar(), 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', '--host=127.0.0.1', `--port=${port}`, '--project_id=demo-mzansi-fix'],
    { stdio: 'ignore', detached: true, env: { ...process.env, JAVA_TOOL_OPTIONS: '-Duser.language=en' } },
  );
  return java;
}

async function waitUp() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://${host}/`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the Firestore emulator did not start');
}

function reportData(n) {
  const votes = Object.fromEntries(Array.from({ length: 20 }, (_, k) => [`voter-${(n + k) % 5000}`, { timestamp: '2026-11-02T08:00:00Z' }]));
  return {
    id: `p-${String(n).padStart(7, '0')}`,
    type: 'Pothole',
    description: 'd'.repeat(descriptionChars),
    status: n % 3 === 0 ? 'Resolved' : 'Active',
    coordinates: { latitude: -26 - (n % 1000) / 1000, longitude: 28 + (n % 997) / 1000 },
    streetAddress: `${n} Main Road, Johannesburg`,
    reportedBy: `Reporter ${n % 5000}`,
    reportedByUserId: `u-${n % 5000}`,
    createdAt: '2026-11-01T08:00:00Z',
    confirmations: 20,
    confirmedBy: votes,
    photos: Array.from({ length: 5 }, (_, k) => ({ url: `https://firebasestorage.googleapis.com/v0/b/demo/o/${n}-${k}.jpg` })),
  };
}

async function fill() {
  const started = Date.now();
  const commit = async (from) => {
    const writes = [];
    for (let n = from; n < Math.min(reports, from + 500); n += 1) {
      const data = reportData(n);
      writes.push({ update: { name: `projects/demo-mzansi-fix/databases/(default)/documents/problems/${data.id}`, fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, encodeValue(v, k)])) } });
    }
    const response = await fetch(`${documents}:commit`, { method: 'POST', headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' }, body: JSON.stringify({ writes }) });
    if (!response.ok) throw new Error(`commit: ${response.status} ${await response.text()}`);
  };
  for (let from = 0; from < reports; from += 2000) await Promise.all([0, 500, 1000, 1500].filter((d) => from + d < reports).map((d) => commit(from + d)));
  console.log(`${reports} reports (${descriptionChars}-character descriptions) written in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function measure(mode) {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, ['--expose-gc', path.join(root, 'scripts/map-index/rebuild-heap-child.mjs'), mode], {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop())) : reject(new Error(`${mode}: exit ${code}`))));
  });
}

const java = startEmulator();
try {
  await waitUp();
  await fill();
  for (const mode of ['paged', 'whole']) {
    const result = await measure(mode);
    const label = mode === 'paged' ? 'rebuild (map fields, pages of 1,000)' : 'whole reports held (before issue 36)';
    console.log(`${label.padEnd(40)} ${result.reports} reports  peak heap ${result.peakHeapMb} MB  peak RSS ${result.peakRssMb} MB  ${result.seconds} s`);
  }
} finally {
  process.kill(-java.pid, 'SIGTERM');
}
