// How long placing reports in their ward takes (issue 39, point 2: one report under 1 ms, the
// rebuild's 200,000 under 20 s), with the functions' own build of the placer
// (functions/lib/places.js, functions/src/places.ts). Beside it, a brute force over the same
// outlines (turf's point-in-polygon on every ward, no index) timed on a sample and scaled up.
// Pure CPU, no emulators: `npm run bench` runs it first; `node scripts/bench/placement.mjs`
// runs it alone.
import fs from 'node:fs';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { loadBuiltFunctions } from '../lib/built-functions.mjs';
import { mulberry32 } from '../lib/seeded-random.mjs';

const WARDS = new URL('../../src/domain/places/data/wards.json', import.meta.url);
/** South Africa, Lesotho, eSwatini and the sea off both coasts (as the placer's reference test). */
const BOX = { south: -35.5, north: -21.5, west: 15.5, east: 33.5 };
export const PLACEMENT_TARGETS = { oneMs: 1, rebuildS: 20 };

function randomPoints(count, seed) {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => [BOX.south + random() * (BOX.north - BOX.south), BOX.west + random() * (BOX.east - BOX.west)]);
}

/** The wards as turf features, decoded here from the file's integer deltas (docs/boundaries.md). */
function turfWards() {
  const file = JSON.parse(fs.readFileSync(WARDS, 'utf8'));
  return file.wards.map((ward) => ({
    ward,
    shapes: ward.polygons.map((polygon) => ({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: polygon.map((ring) => {
          const points = [];
          for (let i = 0, x = 0, y = 0; i < ring.length; i += 2) {
            x += ring[i];
            y += ring[i + 1];
            points.push([x / file.scale, y / file.scale]);
          }
          return [...points, points[0]];
        }),
      },
    })),
  }));
}

/**
 * Times loading the placer, placing `count` random points, the slowest of 10,000 single
 * placements, and the brute force on `sample` points. Resolves with the figures in ms.
 */
export async function measurePlacement({ count = 200_000, sample = 500, log = () => {} } = {}) {
  const points = randomPoints(count, 39);
  let started = performance.now();
  const { loadPlacer } = await loadBuiltFunctions('places');
  const place = await loadPlacer();
  const loadMs = performance.now() - started;
  log(`  placer loaded (outlines read, decoded, indexed) in ${Math.round(loadMs)} ms`);

  started = performance.now();
  let placed = 0;
  for (const [latitude, longitude] of points) if (place(latitude, longitude)) placed += 1;
  const allMs = performance.now() - started;
  log(`  ${count.toLocaleString('en')} points in ${(allMs / 1000).toFixed(2)} s (${placed.toLocaleString('en')} in a ward)`);

  const singles = points.slice(0, 10_000).map(([latitude, longitude]) => {
    const at = performance.now();
    place(latitude, longitude);
    return performance.now() - at;
  });
  singles.sort((a, b) => a - b);
  const slowestMs = singles.at(-1);
  const p99Ms = singles[Math.floor(singles.length * 0.99)];

  const wards = turfWards();
  started = performance.now();
  for (const [latitude, longitude] of points.slice(0, sample)) {
    wards.find(({ shapes }) => shapes.some((shape) => booleanPointInPolygon([longitude, latitude], shape)));
  }
  const bruteMs = performance.now() - started;
  log(`  brute force: ${sample} points in ${(bruteMs / 1000).toFixed(2)} s`);
  return { count, placed, loadMs, allMs, perPointMs: allMs / count, p99Ms, slowestMs, brute: { sample, ms: bruteMs, perPointMs: bruteMs / sample } };
}

/** The figures as lines for the bench's output. */
export function placementTable(r) {
  const ms = (value) => (value < 0.1 ? `${(value * 1000).toFixed(1)} µs` : `${value.toFixed(2)} ms`);
  const s = (value) => `${(value / 1000).toFixed(2)} s`;
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  return [
    `Placing reports in their ward (issue 39): the functions' placer, ${r.count.toLocaleString('en')} random points around South Africa`,
    `  load (first placement of a process): ${Math.round(r.loadMs)} ms`,
    `  one report: ${ms(r.perPointMs)} on average, ${ms(r.p99Ms)} at the 99th percentile, ${ms(r.slowestMs)} the slowest of 10,000 (target < ${PLACEMENT_TARGETS.oneMs} ms: ${mark(r.p99Ms < PLACEMENT_TARGETS.oneMs)})`,
    `  ${r.count.toLocaleString('en')} reports (the rebuild): ${s(r.allMs)} (target < ${PLACEMENT_TARGETS.rebuildS} s: ${mark(r.allMs < PLACEMENT_TARGETS.rebuildS * 1000)})`,
    `  baseline, brute force over every ward (turf, no index): ${ms(r.brute.perPointMs)} a report on ${r.brute.sample} points, ` +
      `so about ${s(r.brute.perPointMs * r.count)} for ${r.count.toLocaleString('en')}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const result = await measurePlacement({ log: console.log });
    for (const line of placementTable(result)) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  }
}
