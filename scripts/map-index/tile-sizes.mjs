#!/usr/bin/env node
// `node scripts/map-index/tile-sizes.mjs [reports …]`: what the map tiles of issue 38 weigh
// (docs/architecture.md §2.1), beside today's whole index file, at each count of reports given
// (default 50,000 and 200,000). For each, generates the bench's data set
// (scripts/generate-demo-seed.mjs, seeded, into a temporary file), makes the index as the
// functions make it and builds the tiles from its file (functions/src/map-tiles-measure.ts,
// built first so the figures are the code's own), then prints, gzipped as zlib's default
// level 6 (what a server or CDN compressing each answer sends):
// - the summary and the unplaced list;
// - the country view on a 412 × 823 px phone at zooms 5 and 6 over South Africa, and a city
//   view (Johannesburg's centre) at 12 and 14: the tiles at view zoom − 1 that draw it (counts
//   tiles draw a cluster per subtile, 64 px apart; entries tiles draw markers), and the tiles
//   a browser asks for to draw every report of the view as markers (down each counts tile's
//   subtiles inside the view until entries tiles, by the rule);
// - the largest entries tile, and the whole index file as mapIndexFile sends it (each cell
//   deflated on its own, map-index-file-cache.ts).
// Takes about a minute for 200,000 on a quiet machine; no emulator, no network.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildFunctions } from '../lib/build-functions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const counts = process.argv.slice(2).map(Number);
const SCREEN = { width: 412, height: 823 };
/** The generator's default "now": the index is stamped with it, so the trend's months are the data's. */
const BUILT_AT = Date.parse('2026-11-20T12:00:00Z');
const COUNTRY = { latitude: -28.5, longitude: 24.7 };
const JOHANNESBURG = { latitude: -26.2041, longitude: 28.0473 };

const gzipBytes = (value) => gzipSync(JSON.stringify(value)).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The seed's reports as documents (id and data), generated as the bench generates them. */
function generate(reports) {
  const file = path.join(os.tmpdir(), `tile-sizes-${process.pid}-${reports}.json`);
  const run = spawnSync(process.execPath, ['scripts/generate-demo-seed.mjs', '--problems', String(reports), '--out', file], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error('seed generation failed');
  const seed = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file);
  return seed.problems.map(({ id, ...data }) => ({ id, data }));
}

const overlaps = (a, b) => a.west < b.east && b.west < a.east && a.south < b.north && b.south < a.north;

/** The tiles drawing a view, and those that show all its reports as markers, with their gzip bytes. */
function viewCost(m, lib, centre, zoom) {
  const bounds = lib.viewBounds(centre, zoom, SCREEN.width, SCREEN.height);
  const first = lib.tilesCovering(bounds, zoom - 1);
  const asked = new Map();
  const ask = (tile) => {
    const key = lib.tileKey(tile);
    if (!asked.has(key)) asked.set(key, m.tiles.tile(tile));
    return asked.get(key);
  };
  const describe = (keys) => {
    const wires = keys.map((key) => asked.get(key));
    const entries = wires.filter((wire) => 'entries' in wire);
    return {
      tiles: wires.length,
      counts: wires.length - entries.length,
      reports: entries.reduce((sum, wire) => sum + wire.entries.length, 0),
      gzip: wires.reduce((sum, wire) => sum + gzipBytes(wire), 0),
    };
  };
  first.forEach(ask);
  const paintKeys = first.map(lib.tileKey);
  const paint = describe(paintKeys);
  const descend = (tile) => {
    const wire = ask(tile);
    if ('entries' in wire) return;
    const z = lib.subtileZoom(tile.z);
    for (const [x, y] of wire.cells) if (overlaps(lib.tileBounds({ z, x, y }), bounds)) descend({ z, x, y });
  };
  first.forEach(descend);
  return { paint, paintKeys, markers: describe([...asked.keys()]), markerKeys: [...asked.keys()] };
}

/** The entries tile holding most reports, over every zoom. */
function largestEntriesTile(m, lib) {
  let best = { count: -1, tile: null };
  for (let z = 0; z <= lib.MAX_TILE_ZOOM; z += 1) {
    const seen = new Set();
    for (const { coordinates } of m.problems) {
      if (!coordinates) continue;
      const tile = lib.tileOfPoint(coordinates.latitude, coordinates.longitude, z);
      const key = lib.tileKey(tile);
      if (seen.has(key)) continue;
      seen.add(key);
      const count = m.tiles.count(tile);
      if (lib.isEntriesTile(count, z) && count > best.count) best = { count, tile };
    }
  }
  return { ...best, gzip: gzipBytes(m.tiles.tile(best.tile)) };
}

function row(label, cost) {
  const { tiles, counts: countsTiles, reports, gzip } = cost;
  return `| ${label} | ${tiles} (${countsTiles} counts, ${tiles - countsTiles} entries: ${reports.toLocaleString('en')} reports) | ${kb(gzip)} |`;
}

async function measure(lib, reports) {
  const documents = generate(reports);
  const started = Date.now();
  const m = await lib.measureIndex(documents, BUILT_AT);
  const built = Date.now() - started;
  const summary = m.tiles.summary();
  const unplaced = m.tiles.unplaced();
  const country5 = viewCost(m, lib, COUNTRY, 5);
  const country6 = viewCost(m, lib, COUNTRY, 6);
  const city12 = viewCost(m, lib, JOHANNESBURG, 12);
  const city14 = viewCost(m, lib, JOHANNESBURG, 14);
  // My Location's zoom (MAP_LOCATION_ZOOM): the street view low-data mode's bench visit ends on.
  const city15 = viewCost(m, lib, JOHANNESBURG, 15);
  const largest = largestEntriesTile(m, lib);
  const summaryGzip = gzipBytes(summary);
  // The country drawn, the city drawn at 12 (clusters), then at 14 with every report a marker;
  // a browser keeps the tiles it has, so the visit costs their union.
  const visit = new Set([...country5.paintKeys, ...city12.paintKeys, ...city14.markerKeys]);
  const tilesGzip = (keys) => summaryGzip + [...keys].reduce((sum, key) => sum + gzipBytes(m.tiles.tile(lib.parseTileKey(key))), 0);
  const visitGzip = tilesGzip(visit);
  const located = new Set([...country5.paintKeys, ...city15.paintKeys]);
  const lines = [
    `### ${m.reports.toLocaleString('en')} reports (${m.skipped} malformed left out; index, file and tiles made in ${(built / 1000).toFixed(1)} s, of which the tile index ${Math.round(m.tileIndexMs)} ms)`,
    '',
    '| Answer | Plain size, or tiles asked for | gzip |',
    '|---|---|---|',
    `| Summary (${summary.kinds.length} kinds, ${summary.months.length} months) | plain ${kb(JSON.stringify(summary).length)} | ${kb(summaryGzip)} |`,
    `| Unplaced entries (${unplaced.entries.length.toLocaleString('en')}) | plain ${kb(JSON.stringify(unplaced).length)} | ${kb(gzipBytes(unplaced))} |`,
    row('Country, zoom 5: drawn (tiles at zoom 4)', country5.paint),
    row('Country, zoom 6: drawn (tiles at zoom 5)', country6.paint),
    row('Johannesburg, zoom 12: drawn (tiles at zoom 11)', city12.paint),
    row('Johannesburg, zoom 12: every report as a marker', city12.markers),
    row('Johannesburg, zoom 14: drawn (tiles at zoom 13)', city14.paint),
    row('Johannesburg, zoom 14: every report as a marker', city14.markers),
    row('Johannesburg, zoom 15: drawn (tiles at zoom 14)', city15.paint),
    `| Largest entries tile (${lib.tileKey(largest.tile)}) | ${largest.count.toLocaleString('en')} reports | ${kb(largest.gzip)} |`,
    `| Cold first view: summary + country at zoom 5 | | ${kb(summaryGzip + country5.paint.gzip)} |`,
    `| Country (zoom 5), then Johannesburg drawn at 12 and every marker at 14: summary + ${visit.size} tiles | | ${kb(visitGzip)} |`,
    `| Country (zoom 5), then My Location in Johannesburg (zoom 15, drawn): summary + ${located.size} tiles | | ${kb(tilesGzip(located))} |`,
    `| Today: the whole index file (${kb(m.fileBytes)} plain), cells deflated as mapIndexFile does | | ${kb(m.fileGzipBytes)} |`,
    '',
  ];
  console.log(lines.join('\n'));
}

await buildFunctions(root, { log: () => {} });
const built = await import(path.join(root, 'functions/lib/map-tiles-measure.js'));
const lib = built.default ?? built;
console.log(
  `Map tiles (leaf ${lib.LEAF_MAX_REPORTS.toLocaleString('en')} reports, deepest zoom ${lib.MAX_TILE_ZOOM}, subtiles ${lib.COUNT_DEPTH} zooms down), phone ${SCREEN.width} × ${SCREEN.height} px, gzip level 6\n`,
);
for (const reports of counts.length ? counts : [50_000, 200_000]) await measure(lib, reports);
