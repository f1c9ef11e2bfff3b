// A tiny static server for the baselines of `npm run bench`: the naive page
// (bench/naive.html), the leaflet.markercluster page (bench/markercluster.html),
// both with their scripts from node_modules, the problems they draw as
// /problems.json (read here, on the Node side, so those baselines skip
// Firestore entirely: their figures are drawing only), and the built
// full-listener page (/full-listener/, which talks to the Firestore emulator).
// `setRows` swaps the problems when the bench moves on to another size.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { HOST } from '../lib/ports.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.png': 'image/png', '.json': 'application/json' };

/**
 * The problems the baseline draws, as [latitude, longitude, type, status] rows:
 * the ones our map shows with its default filters (every type, all time,
 * resolved hidden), so both pages stand for the same set of reports.
 */
export function naiveProblems(seed) {
  const rows = [];
  for (const p of seed.problems) {
    const c = p?.coordinates;
    if (!c || !Number.isFinite(c.latitude) || !Number.isFinite(c.longitude)) continue;
    if (p.status === 'Resolved') continue;
    rows.push([c.latitude, c.longitude, String(p.type ?? ''), String(p.status ?? '')]);
  }
  return rows;
}

/** Starts the server; resolves with { url, count(), setRows(rows), close }. */
export function startNaiveServer({ root, port, rows }) {
  let body = Buffer.from(JSON.stringify(rows));
  let count = rows.length;
  const files = {
    '/': path.join(root, 'bench', 'naive.html'),
    '/naive.js': path.join(root, 'bench', 'naive.js'),
    '/after-frame.js': path.join(root, 'bench', 'after-frame.js'),
    '/markercluster': path.join(root, 'bench', 'markercluster.html'),
    '/markercluster.js': path.join(root, 'bench', 'markercluster.js'),
  };
  // URL prefix -> folder whose files it serves.
  const folders = {
    '/leaflet/': path.join(root, 'node_modules', 'leaflet', 'dist'),
    '/markercluster/': path.join(root, 'node_modules', 'leaflet.markercluster', 'dist'),
    '/full-listener/': path.join(root, '.bench', 'full-listener'),
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status, type, data) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(data);
    };
    if (url.pathname === '/problems.json') return send(200, TYPES['.json'], body);
    let file = files[url.pathname];
    for (const [prefix, folder] of Object.entries(folders)) {
      if (file || !url.pathname.startsWith(prefix)) continue;
      // Only files inside the folder, never a path that climbs out of it.
      const candidate = path.join(folder, path.normalize(url.pathname.slice(prefix.length) || 'index.html'));
      if (candidate.startsWith(folder + path.sep)) file = candidate;
    }
    if (!file || !fs.existsSync(file)) return send(404, 'text/plain', 'not found');
    send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', fs.readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () =>
      resolve({
        url: `http://${HOST}:${port}/`,
        count: () => count,
        setRows: (next) => {
          body = Buffer.from(JSON.stringify(next));
          count = next.length;
        },
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
