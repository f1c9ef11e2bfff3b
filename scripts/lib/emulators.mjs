// Starts the Firebase Auth and Firestore emulators (firebase-tools 14.27.0, which
// still runs on Java 17) on a given set of ports, waits until both answer, and
// stops the whole process tree again. Logs go to .emulators/<name>.log.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildFunctions } from './build-functions.mjs';
import { ensureFirestoreLauncher } from './firestore-launcher.mjs';
import { ensureFunctionsDeps } from './functions-deps.mjs';
import { HOST, httpGet, PROJECT_ID, waitForHttp } from './ports.mjs';

const READY_TIMEOUT_MS = 120_000;

/** The firebase.json the emulators run with: the repo's own, with these ports. */
function writeConfig(root, dir, name, ports) {
  const base = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const config = {
    ...base,
    firestore: { ...base.firestore, rules: path.join(root, base.firestore?.rules ?? 'firestore.rules'), indexes: undefined },
    // firebase-tools reads a functions source relative to the config file, which lives in .emulators/.
    functions: base.functions.map((codebase) => ({
      ...codebase,
      source: path.relative(dir, path.join(root, codebase.source)),
    })),
    emulators: {
      ...base.emulators,
      auth: { host: HOST, port: ports.auth },
      firestore: { host: HOST, port: ports.firestore, websocketPort: ports.firestoreWs },
      functions: { host: HOST, port: ports.functions },
      eventarc: { host: HOST, port: ports.eventarc },
      tasks: { host: HOST, port: ports.tasks },
      hub: { host: HOST, port: ports.hub },
      logging: { host: HOST, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  delete config.hosting;
  const file = path.join(dir, `firebase.${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * Resolves true once the Functions emulator has set up every one of our functions (triggers
 * fire from then on). It logs the names it loaded ("Loaded functions definitions from source:
 * a, b"), then registers them one by one, logging "functions[region-name]: … initialized" for
 * each; `/backends` answers before the last is registered. Pausing the triggers (seeding)
 * before then leaves the late ones running, so this waits for every name's line in the log.
 */
async function waitForTriggers(timeoutMs, isAlive, logFile) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isAlive()) {
    try {
      const log = fs.readFileSync(logFile, 'utf8');
      const loaded = /Loaded functions definitions from source: ([^\n]+?)\.?\n/u.exec(log);
      const names = loaded ? loaded[1].split(',').map((name) => name.trim()) : [];
      const setUp = (name) => new RegExp(`functions\\[[\\w-]*-${name}\\]: .*function (?:initialized|ignored)`, 'u').test(log);
      if (names.length > 0 && names.every(setUp)) return true;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Starts the Auth, Firestore and Functions emulators (the Functions emulator
 * keeps publicProfiles in step; see functions/). Resolves with `{ env, stop }`
 * once all three answer and the triggers are loaded; `env` holds
 * FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_EMULATOR_HUB
 * and FUNCTIONS_EMULATOR_HOST (for the site server's function rewrites), and
 * SITE_ORIGIN when `siteOrigin` is given: the origin the functions write links
 * on (functions/src/site-origin.ts), handed to them through their environment.
 */
export async function startEmulators({ root, ports, name, log = console.log, siteOrigin }) {
  const dir = path.join(root, '.emulators');
  fs.mkdirSync(dir, { recursive: true });
  const launcher = ensureFirestoreLauncher(dir);
  ensureFunctionsDeps(root, { log });
  await buildFunctions(root, { log });
  const config = writeConfig(root, dir, name, ports);
  const logFile = path.join(dir, `${name}.log`);
  const out = fs.openSync(logFile, 'w');
  const firebase = path.join(root, 'node_modules', '.bin', 'firebase');
  if (!fs.existsSync(firebase)) throw new Error(`firebase-tools is not installed (${firebase}); run npm ci first.`);

  const child = spawn(
    firebase,
    ['emulators:start', '--only', 'auth,firestore,functions', '--project', PROJECT_ID, '--config', config],
    {
      cwd: root,
      // Own process group, so stop() ends firebase-tools and the Java process it started.
      detached: true,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_BINARY_PATH: launcher,
        JAVA_TOOL_OPTIONS: '-Duser.language=en',
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        // Seconds firebase-tools waits for the functions' code to load (10 by default): firebase-admin 14
        // loads more, and on a busy two-core machine it took over 10 s, which left the emulators without triggers.
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
        CI: 'true',
        ...(siteOrigin ? { SITE_ORIGIN: siteOrigin } : {}),
      },
    },
  );
  fs.closeSync(out);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });

  const stop = () => stopGroup(child);
  const alive = () => !exited;
  const started = Date.now();
  const dataUp =
    (await waitForHttp(`http://${HOST}:${ports.auth}/`, READY_TIMEOUT_MS, alive)) &&
    (await waitForHttp(`http://${HOST}:${ports.firestore}/`, READY_TIMEOUT_MS, alive));
  // The three start side by side; what functions add is how long their triggers take after the rest.
  const dataReady = Date.now();
  const ready = dataUp && (await waitForTriggers(READY_TIMEOUT_MS, alive, logFile));
  if (!ready) {
    await stop();
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
    throw new Error(`The Firebase emulators did not start (log: ${logFile}):\n${tail}`);
  }
  const seconds = (ms) => (ms / 1000).toFixed(1);
  log(
    `Firebase emulators ready in ${seconds(Date.now() - started)} s, the functions' triggers ` +
      `${seconds(Date.now() - dataReady)} s after Auth and Firestore (auth ${ports.auth}, firestore ${ports.firestore}, functions ${ports.functions})`,
  );
  return {
    env: {
      FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
      FIREBASE_EMULATOR_HUB: `${HOST}:${ports.hub}`,
      FUNCTIONS_EMULATOR_HOST: `${HOST}:${ports.functions}`,
      GCLOUD_PROJECT: PROJECT_ID,
      ...(siteOrigin ? { SITE_ORIGIN: siteOrigin } : {}),
    },
    stop,
    cpuSeconds: () => treeCpuSeconds(child.pid),
  };
}

/** Clock ticks per second of /proc's CPU times. */
let ticks = 0;

/**
 * The CPU time (user and system, in seconds) the process `pid` and every process under it
 * have used so far, from /proc; 0 where /proc is not there. Processes that ended are not counted.
 */
function treeCpuSeconds(pid) {
  ticks ||= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  let total = 0;
  for (const id of [pid, ...descendants(pid)]) {
    try {
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
      const stat = fs.readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone since the listing, or no /proc.
    }
  }
  return total / ticks;
}

/** Sends SIGINT to a detached child's group, then SIGKILL if it lingers. */
export function stopGroup(child, graceMs = 10_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    // firebase-tools starts the Java emulator in a process group of its own; it
    // stops it on SIGINT, but not when it is killed after the grace time, so
    // every process under it is noted now and ended too.
    const tree = descendants(child.pid);
    const timer = setTimeout(() => signal(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      // Whatever is left of the group and of the tree goes too.
      signal(child, 'SIGKILL');
      for (const pid of tree) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      resolve();
    });
    signal(child, 'SIGINT');
  });
}

/** The ids of every process under `pid` (children, theirs, and so on), from ps. */
function descendants(pid) {
  const listing = spawnSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' });
  if (listing.status !== 0) return [];
  const children = new Map();
  for (const line of listing.stdout.split('\n')) {
    const [id, parent] = line.trim().split(/\s+/u).map(Number);
    if (!id || !parent) continue;
    children.set(parent, [...(children.get(parent) ?? []), id]);
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const id of children.get(queue.shift()) ?? []) {
      found.push(id);
      queue.push(id);
    }
  }
  return found;
}

function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

/**
 * The functions the first pages ask, as Hosting forwards them (a function behind a rewrite sees
 * the site's own path: scripts/lib/site-server.mjs).
 */
const WARM_UPS = [
  ['Map index function', 'mapIndexFile'],
  // The leaderboard page asks it first.
  ['Leaderboard function', 'leaderboard'],
  // A first visit asks it for the summary beside the index file; a cold instance (starting, then
  // building its tile index) held the first page's file back until the first test met "Loading map…" after 20 s.
  ['Map tiles function', 'mapTiles/data/map-tiles/summary'],
];

/**
 * Asks each function the first pages ask once (after seeding): the Functions emulator starts a
 * function's worker on its first request, seconds on a loaded machine, which the first page
 * would otherwise wait on. Logs how long each took; never throws.
 */
export async function warmUpFunctions(functionsHost, log = console.log) {
  for (const [name, path] of WARM_UPS) {
    const started = Date.now();
    try {
      // node:http, not fetch: fetch refuses some ports an offset can land on (5060, 5061).
      const body = await httpGet(`http://${functionsHost}/${PROJECT_ID}/us-central1/${path}`, 60_000);
      log(`${name} answered (${body.length} characters) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      log(`${name} did not answer: ${error.message}`);
    }
  }
}
