// Serves a built site the way Firebase Hosting will: the `hosting` section of
// firebase.json (rewrites to index.html, and every header, the Content Security
// Policy among them) applied by superstatic, the same engine the Hosting
// emulator runs. `npm start` and the end-to-end tests serve through it, so a
// policy that blocks the site fails the tests, not production.
//
// The policy is the build's own (lib/content-policy.mjs): a build with Google Maps
// gets Google's map sources, the open-map build firebase.json's policy as it is.
// A build that talks to the local emulators needs one thing production must not
// allow: requests to their 127.0.0.1 ports. `emulators` ({ auth, firestore }, each
// host:port) adds exactly those to connect-src (Auth and Firestore calls) and the
// Auth emulator to frame-src (its sign-in iframe); nothing else of the policy changes.
//
// Like Hosting, it compresses what it sends (gzip; Hosting also offers brotli), so
// sizes and timings measured locally mean what they will in production. Given a
// certificate (`secure`, lib/local-tls.mjs) it speaks TLS and HTTP/2 as Hosting
// does: over HTTP/1.1 a browser opens six connections per host, each with its own
// handshakes, where HTTP/2 sends every file over one, and Lighthouse's simulated
// phone charges a page for that difference. A
// `"function"` rewrite is passed to the Functions emulator (`emulators.functions`)
// with the request's own path, as Hosting passes it to the deployed function.
// With `cdn`, the function's answers are kept as Hosting's CDN keeps them
// (lib/edge-cache.mjs): what a visitor of the deployed site waits for.
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import compression from 'compression';
import pLimit from 'p-limit';
import superstaticModule from 'superstatic';
import { mapPolicies, policyForBuild, readBuildFacts, widenPolicy } from './content-policy.mjs';
import { COMPRESS_FROM_BYTES, createEdgeCache, HOP_BY_HOP } from './edge-cache.mjs';
import { orderAcceptLanguage } from './hosting-i18n.mjs';
import { PROJECT_ID } from './ports.mjs';

const superstatic = superstaticModule.default ?? superstaticModule;
export { widenPolicy };

/**
 * firebase.json's hosting section with the policy the build in `dist` (a folder under
 * `root`, or none) needs (lib/content-policy.mjs: Google's map sources in a Google Maps
 * build), and the emulators (if any) let into it.
 */
export function hostingConfig(root, emulators = {}, dist = null) {
  const { hosting } = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const facts = dist ? readBuildFacts(path.resolve(root, dist)) : { googleMaps: false };
  const origin = (hostPort) => (hostPort ? [`http://${hostPort}`] : []);
  const connect = [...origin(emulators.auth), ...origin(emulators.firestore)];
  const frame = origin(emulators.auth);
  return mapPolicies(hosting, (policy) => widenPolicy(widenPolicy(policyForBuild(policy, facts), ['connect-src'], connect), ['frame-src'], frame));
}

/** The Functions emulator's region when a rewrite names none (Cloud Functions' default). */
const DEFAULT_REGION = 'us-central1';
const compress = compression({ threshold: COMPRESS_FROM_BYTES });

/**
 * Requests passed to one function at once. A deployed 2nd-gen function instance answers up to 80
 * at a time in one process; the emulator starts a new Node process for each request that arrives
 * while its workers are busy (firebase-tools' RuntimeWorkerPool), each loading the functions and
 * reading the index afresh. A first map view asks a dozen tiles at once: with two tests at a time
 * that started two dozen processes on two cores, and tiles took 20 s to come. Passed two at a time
 * to workers already warm, each answers in tens of milliseconds, as a warm instance would.
 */
export const FUNCTION_LANES = 2;

/** A request's headers without HTTP/2's pseudo-headers (`:path`, `:authority`…), which HTTP/1.1 cannot carry. */
function plainHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':')));
}

/** The host the visitor asked for: HTTP/2 names it in `:authority`, HTTP/1.1 in `Host`. */
function siteHost(req) {
  return req.headers[':authority'] ?? req.headers.host;
}

/**
 * A superstatic rewriter for `{ "function": … }` rewrites: pipes the request to the
 * function in the Functions emulator at `functionsHost`, keeping the original path
 * (the function sees `/open311/v2/…`, as behind Hosting). Without an emulator the
 * answer is 502, as Hosting answers when the function cannot be reached.
 * `edge` (an edge cache, or null) answers what it holds and keeps what it may.
 */
export function functionRewriter(functionsHost, edge = null) {
  const lanes = new Map();
  const laneOf = (functionId) => lanes.get(functionId) ?? lanes.set(functionId, pLimit(FUNCTION_LANES)).get(functionId);
  return (rewrite) =>
    // superstatic runs a function it is handed as middleware; its own compression covers files only.
    Promise.resolve((req, res) =>
      compress(req, res, () => {
        const target = typeof rewrite.function === 'string' ? { functionId: rewrite.function } : rewrite.function;
        if (!functionsHost) {
          res.statusCode = 502;
          res.end(`No Functions emulator for the ${target.functionId} rewrite`);
          return;
        }
        if (edge?.answer(req, res)) return;
        // A lane is free again once the visitor has the whole answer, or has gone. A request that
        // waited may find its answer kept by then (the same tile, asked by two visitors at once).
        let gone = false;
        const closed = new Promise((resolve) => res.once('close', resolve)).then(() => (gone = true));
        void laneOf(target.functionId)(() => {
          if (gone || edge?.answer(req, res)) return undefined;
          passOn(functionsHost, target, edge, req, res);
          return closed;
        });
      }),
    );
}

/** Pipes `req` to the function in the emulator and its answer back, keeping what the edge may. */
function passOn(functionsHost, target, edge, req, res) {
  const [hostname, port] = functionsHost.split(':');
  const upstream = http.request(
    {
      hostname,
      port: Number(port),
      method: req.method,
      path: `/${PROJECT_ID}/${target.region ?? DEFAULT_REGION}/${target.functionId}${req.url}`,
      // Hosting tells the function the site's own host and scheme in these two headers.
      headers: { ...plainHeaders(req.headers), host: functionsHost, 'x-forwarded-host': siteHost(req), 'x-forwarded-proto': req.socket.encrypted ? 'https' : 'http' },
    },
    (answer) => {
      res.statusCode = answer.statusCode ?? 502;
      for (const [key, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(key)) res.setHeader(key, value);
      edge?.keep(req, answer);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.statusCode = 502;
    res.end(`The ${target.functionId} function could not be reached`);
  });
  req.pipe(upstream);
}

/**
 * Serves `dist` (a build folder under `root`) on host:port (0: any free port),
 * over HTTPS and HTTP/2 when `secure` holds a `{ key, cert }` pair (HTTP/1.1 stays
 * open to clients that ask for it), over plain HTTP/1.1 otherwise.
 * Resolves with `{ url, close, deploy, purge }` once listening; `deploy(next)` serves
 * another build folder from then on, as a release to Hosting would (emptying the
 * CDN's copies); `purge()` empties them alone. `cdn`
 * puts the stand-in for Hosting's CDN in front of the functions; tests of a
 * function's own answers leave it out.
 */
export function serveSite({ root, dist, host = '127.0.0.1', port, emulators = {}, cdn = false, secure = null }) {
  const edge = cdn ? createEdgeCache() : null;
  const handlerFor = (build) => {
    const folder = path.resolve(root, build);
    if (!fs.existsSync(path.join(folder, 'index.html'))) throw new Error(`No build in ${folder}: run the build first.`);
    return superstatic({
      config: { ...hostingConfig(root, emulators, folder), public: path.relative(root, folder) },
      cwd: root,
      fallthrough: false,
      compression: true,
      rewriters: { function: functionRewriter(emulators.functions, edge) },
    });
  };
  let handle = handlerFor(dist);
  const listener = (req, res) => {
    // Each page has a prerendered copy per language (firebase.json `hosting.i18n`), chosen as Hosting chooses.
    orderAcceptLanguage(req);
    return handle(req, res, (error) => {
      res.statusCode = error ? 500 : 404;
      res.end();
    });
  };
  const server = secure ? http2.createSecureServer({ ...secure, allowHTTP1: true }, listener) : http.createServer(listener);
  // Open connections are kept to be ended on close(): an HTTP/2 server has no closeAllConnections().
  const open = new Set();
  server.on(secure ? 'secureConnection' : 'connection', (socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        url: `${secure ? 'https' : 'http'}://${host}:${server.address().port}`,
        deploy: (next) => {
          handle = handlerFor(next);
          edge?.purge();
        },
        purge: () => edge?.purge(),
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            for (const socket of open) socket.destroy();
          }),
      }),
    );
  });
}
