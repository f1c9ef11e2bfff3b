#!/usr/bin/env node
// `npm run boundaries [-- <source folder>] [-- --check]`: converts the 2020 boundary shapefiles
// into src/domain/places/data/{municipalities,wards}.json (docs/boundaries.md) and prints the
// feature counts and the files' sizes, raw and gzip. The source folder is the first argument,
// else ZA_BOUNDARIES_DIR, else ../shared/data/za-boundaries-2020 beside the repository.
// Checks, failing with exit 1: the 2020 counts (9 provinces, 52 districts, 213 municipalities,
// 4,468 wards), every parent code known, and the phone's file at most 150 KB gzip.
// --check writes nothing and fails when the committed files differ from what the source gives.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertBoundaries, PHONE_BUDGET_GZIP, sizes, wardFilesByMunicipality } from './convert-boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const source = path.resolve(root, args.find((arg) => !arg.startsWith('--')) ?? process.env.ZA_BOUNDARIES_DIR ?? '../shared/data/za-boundaries-2020');
const outDir = path.join(root, 'src/domain/places/data');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  if (!fs.existsSync(path.join(source, 'Wards_2020.shp'))) {
    throw new Error(`No boundary shapefiles in ${source}: pass the folder of za-boundaries-2020 or set ZA_BOUNDARIES_DIR.`);
  }
  const started = Date.now();
  const { counts, dropped, files } = await convertBoundaries(source);
  console.log(`Read ${path.relative(root, source)} in ${Date.now() - started} ms:`);
  console.log(`  ${counts.provinces} provinces, ${counts.districts} districts, ${counts.municipalities} municipalities, ${counts.wards.toLocaleString('en')} wards`);
  if (dropped.polygons + dropped.rings > 0) console.log(`  left out, too small at 5 decimals: ${dropped.polygons} polygons, ${dropped.rings} holes`);
  const stale = [];
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(outDir, name);
    const { bytes, gzip } = sizes(text);
    console.log(`  ${path.relative(root, file)}: ${kb(bytes)}, ${kb(gzip)} gzip`);
    if (check) {
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) stale.push(path.relative(root, file));
    } else {
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(file, text);
    }
  }
  // Everything the phone needs for the board and the filter is in this one file; the code that
  // reads it is counted with the site's scripts.
  const phone = sizes(files['municipalities.json']).gzip;
  console.log(`Phone download for the board and the filter: ${kb(phone)} gzip (budget ${kb(PHONE_BUDGET_GZIP)})`);
  // "My ward" fetches one of these (the build splits them from wards.json: scripts/lib/vite-ward-files.mjs).
  const wardFiles = Object.entries(wardFilesByMunicipality(files['wards.json'])).map(([name, text]) => ({ name, ...sizes(text) }));
  const byGzip = [...wardFiles].sort((a, b) => a.gzip - b.gzip);
  const median = byGzip[Math.floor(byGzip.length / 2)];
  const largest = byGzip.at(-1);
  console.log(
    `Ward files, one per municipality (${wardFiles.length}): median ${kb(median.bytes)}, ${kb(median.gzip)} gzip; largest ${largest.name} ${kb(largest.bytes)}, ${kb(largest.gzip)} gzip`,
  );
  if (phone > PHONE_BUDGET_GZIP) throw new Error('municipalities.json is over the phone budget');
  if (stale.length > 0) throw new Error(`Not what the source gives (run npm run boundaries): ${stale.join(', ')}`);
  console.log(check ? 'The committed files are up to date.' : `Wrote ${Object.keys(files).join(' and ')}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
