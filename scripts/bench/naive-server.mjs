// A tiny static server for the naive baseline (bench/naive.html): Leaflet from
// node_modules, and the seed's problems as /problems.json. The problems are read
// here, on the Node side, so the baseline skips Firestore entirely: its figures
// are drawing only, never data loading through the backend.
//
// It also serves /snapshot-problems.json (CORS open) for the site's page: the
// records the site's snapshot store would hold after a visit that loaded all
// problems, which the bench writes in itself (see measure-map.mjs, primeSnapshot).
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

const iso = (v) => {
  const ms = typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isNaN(ms) ? null : ms;
};
const votes = (map) =>
  map && typeof map === 'object' && !Array.isArray(map) ? Object.entries(map).map(([userId, v]) => ({ userId, at: iso(v?.timestamp ?? v) })) : [];

/**
 * The seed's problems as the site saves them in its snapshot store after a
 * server answer: parsed Problem records (src/domain/model.ts: dates as epoch ms,
 * votes as lists), newest first. The site parses them again when it loads them.
 */
export function snapshotProblems(seed) {
  const text = (v) => (typeof v === 'string' ? v : '');
  const list = seed.problems
    .filter((p) => p && typeof p.id === 'string')
    .map((p) => {
      const c = p.coordinates;
      const ok = c && Number.isFinite(c.latitude) && Number.isFinite(c.longitude);
      const confirmedBy = votes(p.confirmedBy);
      const deniedBy = votes(p.deniedBy);
      return {
        id: p.id,
        type: text(p.type),
        description: text(p.description),
        status: text(p.status),
        coordinates: ok ? { latitude: c.latitude, longitude: c.longitude } : null,
        streetAddress: text(p.streetAddress),
        reportedBy: text(p.reportedBy),
        reportedByUserId: text(p.reportedByUserId),
        createdAt: iso(p.createdAt),
        resolvedAt: iso(p.resolvedAt),
        confirmations: Number.isFinite(p.confirmations) ? p.confirmations : confirmedBy.length,
        denials: Number.isFinite(p.denials) ? p.denials : deniedBy.length,
        confirmedBy,
        deniedBy,
        photos: Array.isArray(p.photos) ? p.photos.map((ph) => ({ url: text(ph?.url ?? ph) })) : [],
        municipalReference: typeof p.municipalReference === 'string' ? p.municipalReference : null,
      };
    });
  // byNewestFirst (src/domain/problem-stats.ts): undated last, ties by id.
  return list.sort((a, b) => (b.createdAt ?? -Infinity) - (a.createdAt ?? -Infinity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Starts the server; resolves with { url, count, close }. */
export function startNaiveServer({ root, port, rows, snapshot }) {
  const body = Buffer.from(JSON.stringify(rows));
  const snapshotBody = Buffer.from(JSON.stringify(snapshot));
  const files = {
    '/': path.join(root, 'bench', 'naive.html'),
    '/naive.js': path.join(root, 'bench', 'naive.js'),
  };
  const leafletDir = path.join(root, 'node_modules', 'leaflet', 'dist');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status, type, data) => {
      // Open CORS: the site's page (another port) fetches the snapshot records.
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
      res.end(data);
    };
    if (url.pathname === '/problems.json') return send(200, TYPES['.json'], body);
    if (url.pathname === '/snapshot-problems.json') return send(200, TYPES['.json'], snapshotBody);
    let file = files[url.pathname];
    if (!file && url.pathname.startsWith('/leaflet/')) {
      // Only files inside leaflet/dist, never a path that climbs out of it.
      const candidate = path.join(leafletDir, path.normalize(url.pathname.slice('/leaflet/'.length)));
      if (candidate.startsWith(leafletDir + path.sep)) file = candidate;
    }
    if (!file || !fs.existsSync(file)) return send(404, 'text/plain', 'not found');
    send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', fs.readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () =>
      resolve({
        url: `http://${HOST}:${port}/`,
        count: rows.length,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
