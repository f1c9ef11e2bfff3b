// Which ports the local backend and the site use. `npm start` takes the
// defaults; the test run takes its own set so it can run beside `npm start`.
import http from 'node:http';
import net from 'node:net';

export const PROJECT_ID = 'demo-mzansi-fix';
export const HOST = '127.0.0.1';

// Functions brings the Eventarc and Cloud Tasks emulators along; they get fixed ports too.
export const START_PORTS = {
  site: 4173, secureSite: 4443, auth: 9099, firestore: 8080, functions: 5001, hub: 4400, logging: 4500, firestoreWs: 9150, eventarc: 9290, tasks: 9490,
};
// TEST_PORT_OFFSET shifts every test port, so two test runs (two work trees) can run at once.
// No two base ports differ by a multiple of 100, so offsets of 100 never make one run's port another's
// (hub and logging were 4410 and 4510, so offset 100's hub was offset 0's logging port).
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
export const TEST_PORTS = Object.fromEntries(
  Object.entries({
    site: 4183, googleSite: 4184, auth: 9199, firestore: 8180, functions: 5011, hub: 4420, logging: 4430, firestoreWs: 9160,
    eventarc: 9170, tasks: 9180,
  }).map(
    ([name, port]) => [name, port + offset],
  ),
);

/** The ports in a set above that the emulators take (the rest are site servers'). */
export const EMULATOR_PORT_NAMES = ['auth', 'firestore', 'functions', 'hub', 'logging', 'firestoreWs', 'eventarc', 'tasks'];

/** Resolves true when nothing listens on HOST:port. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, HOST);
  });
}

/** Throws a plain message naming every port of `ports` that is already taken. */
export async function assertPortsFree(ports, hint) {
  const taken = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) taken.push(`${port} (${name})`);
  }
  if (taken.length > 0) {
    throw new Error(`Port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in use on ${HOST}. ${hint}`);
  }
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
/**
 * GETs a local URL with node:http and resolves with the body. Not fetch(): it
 * refuses the WHATWG "bad ports" (5060 and 5061 among them), which a shifted
 * test port can land on (functions 5011 + offset 50).
 */
export function httpGet(url, timeoutMs = 1000) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} in ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}

export async function waitForHttp(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      await httpGet(url);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}
