#!/usr/bin/env node
// `npm run load:map-index`: the map index's full load tests (issue 36), too slow for CI,
// which runs small versions of the same tests:
// 1. 1,000 accounts confirming one report (CI: 400), and 5,000 reports with ids aimed (with the
//    demo key) at one cell (CI: 2,600), every one written through the trigger (CI writes 10 of them
//    that way, the rest as a seed does): tests/integration/attacks-map-index.test.ts with
//    MAP_INDEX_VOTERS, MAP_INDEX_AIMED_REPORTS and MAP_INDEX_AIMED_LIVE;
// 2. 2,000 report writes, 50 at a time, while five tabs of the built site watch (CI: 200 and 2):
//    tests/e2e/map-index-load.load.spec.ts with MAP_INDEX_LOAD_WRITES / MAP_INDEX_LOAD_TABS.
// Each through the test runner (its own emulators, TEST_PORT_OFFSET honoured); the figures are
// printed by the tests. `node scripts/map-index-load.mjs e2e` (or `integration`) runs one. The e2e run
// passes --no-deps (the load project waits for the others only so as not to run beside them on shared
// emulators) and E2E_LOAD_APART (these emulators are its own: it leaves its reports behind). The
// 2,000 writes take about an hour on a 2-core machine; the test prints its progress each minute.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv.slice(2);
const runs = [
  { step: 'integration', file: 'tests/integration/attacks-map-index.test.ts', env: { MAP_INDEX_VOTERS: '1000', MAP_INDEX_AIMED_REPORTS: '5000', MAP_INDEX_AIMED_LIVE: '5000' } },
  { step: 'e2e', file: 'tests/e2e/map-index-load.load.spec.ts', env: { MAP_INDEX_LOAD_WRITES: '2000', MAP_INDEX_LOAD_TABS: '5', E2E_LOAD_APART: '1' } },
].filter((run) => wanted.length === 0 || wanted.includes(run.step));

let failed = 0;
for (const { step, file, env } of runs) {
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/test-all.mjs'), step, '--', ...(step === 'e2e' ? ['--no-deps'] : []), file], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (exit) => resolve(exit ?? 1));
  });
  if (code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
