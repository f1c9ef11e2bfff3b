// A forward HTTP proxy that counts what a visit costs (RECIPES.md, "Measuring
// what a visit costs"): Chromium sends every request through it, the service
// worker's and dedicated workers' included, which DevTools' per-page network
// events miss. Each response is counted as it passes (status line, headers and
// body as sent, i.e. compressed when the server compressed it), by kind:
// - mapIndex: the map index file (/data/map-index, gzipped by the site server);
// - mapTiles: the index's summary and map tiles (/data/map-tiles/…, issue 38);
// - firestore: everything to the Firestore emulator; the documents it delivers
//   are counted too, one per `documentChange` in a Listen stream (and one per
//   `found` document in a batch get), which is what Firestore bills as reads;
// - other: the site's own files (HTML, JavaScript, icons).
// HTTPS (CONNECT: map tiles from openstreetmap.org) is refused: there is no
// network here, and tiles are not data. Each refused CONNECT is counted by host
// (`https`), so a visit's tile requests show even though none can be answered.
import http from 'node:http';
import { createGunzip } from 'node:zlib';
import { HOST } from '../lib/ports.mjs';

const MAP_INDEX_PATH = '/data/map-index';
const MAP_TILES_PREFIX = '/data/map-tiles/';
// What marks a delivered document in the Firestore emulator's answers (WebChannel JSON).
const DOCUMENT_MARKERS = [/"documentChange"/gu, /"found"/gu];
// A marker split across two chunks is still found: this many characters carry over.
const CARRY = 24;

function emptyCounts() {
  return {
    mapIndex: { bytes: 0, requests: 0 },
    mapTiles: { bytes: 0, requests: 0 },
    firestore: { bytes: 0, requests: 0, documents: 0 },
    other: { bytes: 0, requests: 0 },
    https: { requests: 0, hosts: {} },
  };
}

/** Counts document markers in a stream of text chunks. */
function documentCounter(onDocuments) {
  let carry = '';
  return (chunk) => {
    const text = carry + chunk.toString('utf8');
    let found = 0;
    // A marker lying wholly in the carry was counted with the last chunk; one that ends past it was not.
    for (const marker of DOCUMENT_MARKERS) for (const match of text.matchAll(marker)) if (match.index + match[0].length > carry.length) found += 1;
    carry = text.slice(-CARRY);
    if (found > 0) onDocuments(found);
  };
}

/** The status line and headers as sent (name: value CRLF each, then the blank line). */
const headerBytes = (response) => {
  let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage ?? ''}\r\n`.length + 2;
  for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) bytes += response.rawHeaders[i].length + response.rawHeaders[i + 1].length + 4;
  return bytes;
};

/**
 * Starts the proxy on a free port. `firestorePort` tells Firestore's requests
 * apart. Resolves with { port, args (Chromium flags), counts(), reset(), close }.
 */
export function startCountingProxy({ firestorePort }) {
  let counts = emptyCounts();
  const kindOf = (url) => {
    if (url.port === String(firestorePort)) return 'firestore';
    if (url.pathname === MAP_INDEX_PATH) return 'mapIndex';
    return url.pathname.startsWith(MAP_TILES_PREFIX) ? 'mapTiles' : 'other';
  };

  const server = http.createServer((req, res) => {
    let target;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const kind = kindOf(target);
    const upstream = http.request(
      { hostname: target.hostname, port: target.port || 80, method: req.method, path: target.pathname + target.search, headers: req.headers },
      (answer) => {
        const bucket = counts[kind];
        bucket.requests += 1;
        bucket.bytes += headerBytes(answer);
        if (kind === 'firestore') {
          const count = documentCounter((n) => {
            bucket.documents += n;
          });
          const encoded = answer.headers['content-encoding'] === 'gzip';
          const text = encoded ? answer.pipe(createGunzip()) : answer;
          text.on('data', count);
          text.on('error', () => {});
        }
        answer.on('data', (chunk) => {
          bucket.bytes += chunk.length;
        });
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req, socket) => {
    const host = (req.url ?? '').replace(/:\d+$/u, '');
    counts.https.requests += 1;
    counts.https.hosts[host] = (counts.https.hosts[host] ?? 0) + 1;
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  // Keep-alive sockets from Chromium: closed with the server.
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      resolve({
        port,
        // <-loopback> takes loopback off Chromium's implicit bypass list: the local servers go through us too.
        args: [`--proxy-server=http://${HOST}:${port}`, '--proxy-bypass-list=<-loopback>'],
        counts: () => structuredClone(counts),
        reset: () => {
          counts = emptyCounts();
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
