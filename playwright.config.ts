import { defineConfig } from '@playwright/test';

// End-to-end tests run in Debian's Chromium (never a downloaded browser) against
// the production build served as Firebase Hosting will serve it (firebase.json's
// rewrites and headers, Content Security Policy included, and its CDN's copies of
// function answers: scripts/serve-site.mjs),
// with the emulators that scripts/test-all.mjs started on the test ports and
// seeded with seed/demo.json.
const port = Number(process.env.E2E_PORT ?? 4183);
const dist = process.env.E2E_DIST ?? 'dist-test';
// A second build of the site with a Google Maps key, for the provider fallback tests.
const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? 4184);
const googleDist = process.env.E2E_GOOGLE_DIST ?? 'dist-test-google';
/**
 * The map index load test on emulators of its own: run after the rest in one process, it met
 * emulators slowed by the ~200 tests before it (the triggers run one at a time either way, but
 * each took 1.2-1.5 s there against about 0.1 s on fresh emulators), and missed its time for
 * reasons of the emulator's, not the site's. scripts/test-all.mjs sets this and runs it in a pass of its own.
 */
const loadApart = process.env.E2E_LOAD_APART === '1';
// The builds talk to these emulators, so the policy lets them in (and nothing more).
const emulators = [
  process.env.FIREBASE_AUTH_EMULATOR_HOST ? `--auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST}` : '',
  process.env.FIRESTORE_EMULATOR_HOST ? `--firestore ${process.env.FIRESTORE_EMULATOR_HOST}` : '',
  process.env.FUNCTIONS_EMULATOR_HOST ? `--functions ${process.env.FUNCTIONS_EMULATOR_HOST}` : '',
].join(' ');
const preview = (outDir: string, at: number) => ({
  command: `node scripts/serve-site.mjs --dist ${outDir} --port ${at} ${emulators} --cdn`,
  url: `http://127.0.0.1:${at}`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${dist}`,
  fullyParallel: false,
  workers: 2,
  // In CI, one more try for a test that fails: on two busy cores a few tests (the first paint of
  // /home, the map's first markers) sometimes miss their time (README, "The two commands").
  // A retried pass is reported as flaky, never hidden; locally a failure fails at once.
  retries: process.env.CI ? 1 : 0,
  // Two cores run Chromium, the Java emulator and the site at once: live data
  // can take several seconds to arrive under that load, so waits are generous.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test its screenshots and DOM snapshots. In CI only the retry of a
    // failed test records one (what a failure needs to be read); locally a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Most flows stub the network with page.route, which cannot see what a service
    // worker fetches; the offline project (below) runs with the worker.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: /\.(empty|google|offline|hostile|live|load|timing)\.spec\.ts$/u },
    { name: 'google-key', testMatch: /\.google\.spec\.ts$/u, use: { baseURL: `http://127.0.0.1:${googlePort}` } },
    // The installed, offline-first site, service worker and all. After the others: it adds a report while offline.
    { name: 'offline', testMatch: /\.offline\.spec\.ts$/u, dependencies: ['site', 'google-key'], use: { serviceWorkers: 'allow' } },
    // Alone: a time measured while another browser test runs beside it measures the machine. With no
    // trace either: the trace's DOM snapshots walk the page inside the measured time (about half of it).
    // One worker: its tests time themselves, so not even each other runs beside them.
    { name: 'timing', testMatch: /\.timing\.spec\.ts$/u, dependencies: ['offline'], workers: 1, use: { trace: 'off' } },
    // Alone: it writes reports and watches every count follow, which would upset tests counting beside it.
    { name: 'live', testMatch: /\.live\.spec\.ts$/u, dependencies: ['timing'] },
    // Alone too: hundreds of reports written and removed while tabs watch (map-index-load.load.spec.ts).
    // The full run (scripts/test-all.mjs) gives it emulators of its own after the rest (E2E_LOAD_APART).
    { name: 'index-load', testMatch: /\.load\.spec\.ts$/u, dependencies: loadApart ? [] : ['live'] },
    // Run last, one after the other: each replaces the seeded data, with script payloads in
    // every text field, then with an empty set to see the empty states.
    { name: 'hostile-data', testMatch: /\.hostile\.spec\.ts$/u, dependencies: [loadApart ? 'live' : 'index-load'] },
    { name: 'empty-data', testMatch: /\.empty\.spec\.ts$/u, dependencies: ['hostile-data'] },
  ],
  webServer: [preview(dist, port), preview(googleDist, googlePort)],
});
