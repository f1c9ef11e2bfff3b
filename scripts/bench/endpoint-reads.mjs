// What anonymous requests with random parameters cost in Firestore reads, per public
// endpoint (issue 36, point 3): Open311's requests.json, services.json, discovery.json and
// requests/{id}.json, and /data/map-index. Each request goes to the site as a stranger's
// would (through the CDN's stand-in), follows one redirect, and the reads of every answer
// the function itself gave are added up (X-Firestore-Reads, which only the Functions
// emulator sends; an answer from the CDN's copy carries an `Age` header and cost nothing).
//
// Beside each figure, the old behaviour's cost of the same requests, worked out (not
// measured: that code is gone): every distinct URL was a CDN miss; `page=N` skipped
// (N-1)·page_size reports, each a billed read (refused past 10,000), and then read a page
// (counted as a full page: an upper bound); every miss of /data/map-index read every
// cell's name (its version check), `cells` reads.
//
// `npm run bench` runs it at 50,000 reports; tests/integration/open-data-costs.test.ts
// runs the same code with a few requests.
import { mulberry32 } from '../lib/seeded-random.mjs';

const SERVICE_CODES = ['water-leak', 'traffic-light', 'pothole', 'street-lights', 'guard-rails', 'illegal-dumping', 'vagrant-squatter', 'excessive-litter', 'road-markings', 'reinstatement'];
const DAY = 24 * 60 * 60 * 1000;
const OLD_MAX_SKIPPED = 10_000;

/** The endpoints, each a maker of random requests: `{ path, oldReads(answerReads) }`. */
function endpoints(random, ids, cells) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const junk = () => (random() < 0.5 ? `x=${Math.floor(random() * 1e9)}` : null);
  const query = (...parts) => {
    const kept = parts.filter(Boolean);
    return kept.length === 0 ? '' : `?${kept.join('&')}`;
  };
  return {
    'requests.json': () => {
      const codes = Array.from({ length: Math.floor(random() * 3) }, () => pick(SERVICE_CODES));
      const status = pick([null, 'open', 'closed']);
      const end = Date.now() - Math.floor(random() * 400) * DAY;
      const pageSize = 1 + Math.floor(random() * 1000);
      const page = random() < 0.3 ? 2 + Math.floor(random() * 10_000) : null;
      const path = `/open311/v2/requests.json${query(
        codes.length > 0 ? `service_code=${codes.join(',')}` : null,
        status && `status=${status}`,
        `end_date=${new Date(end).toISOString()}`,
        `page_size=${pageSize}`,
        page && `page=${page}`,
        junk(),
      )}`;
      const skipped = page === null ? 0 : (page - 1) * pageSize;
      // Old: a page by number skipped that many (refused past 10,000), then read a page.
      return { path, oldReads: (measured) => (page === null ? measured : skipped > OLD_MAX_SKIPPED ? 0 : skipped + pageSize) };
    },
    'services.json': () => ({ path: `/open311/v2/services.json${query(junk())}`, oldReads: () => 0 }),
    'discovery.json': () => ({ path: `/open311/v2/discovery.json${query(junk())}`, oldReads: () => 0 }),
    'requests/{id}.json': () => {
      const id = random() < 0.5 && ids.length > 0 ? pick(ids) : `nope-${Math.floor(random() * 1e9)}`;
      return { path: `/open311/v2/requests/${encodeURIComponent(id)}.json${query(junk())}`, oldReads: () => 1 };
    },
    '/data/map-index': () => {
      const rebuilt = random() < 0.2 ? `rebuilt=${Math.floor(random() * 1e13)}` : null;
      return { path: `/data/map-index${query(rebuilt, junk())}`, oldReads: () => cells };
    },
  };
}

/** One request and the redirect it may get: what the function answers cost, and how it went. */
async function ask(siteUrl, siteOrigin, path, headers) {
  const tally = { reads: 0, functionRuns: 0, cdnHits: 0, limited: 0, statuses: [] };
  let url = `${siteUrl}${path}`;
  for (let hop = 0; hop < 2 && url !== null; hop += 1) {
    const response = await fetch(url, { redirect: 'manual', headers: { ...headers, 'Accept-Encoding': 'gzip' } });
    await response.arrayBuffer();
    tally.statuses.push(response.status);
    if (response.headers.has('age')) tally.cdnHits += 1;
    else {
      tally.functionRuns += 1;
      tally.reads += Number(response.headers.get('x-firestore-reads') ?? 0);
    }
    if (response.status === 429) tally.limited += 1;
    const location = response.headers.get('location');
    url = response.status === 301 && location ? location.replace(siteOrigin, siteUrl) : null;
  }
  return tally;
}

/**
 * Sends `count` random requests to each endpoint of the site at `siteUrl` (links name
 * `siteOrigin`), one at a time. `ids`: report ids that exist; `cells`: how many map cells
 * there are (the old version check's cost); `headers` go with every request. Resolves with a
 * row per endpoint.
 */
export async function measureEndpointReads({ siteUrl, siteOrigin = siteUrl, ids, cells, count = 1000, seed = 36, headers = {}, log = () => {} }) {
  const random = mulberry32(seed);
  const rows = [];
  for (const [endpoint, next] of Object.entries(endpoints(random, ids, cells))) {
    const row = { endpoint, requests: count, functionRuns: 0, cdnHits: 0, limited: 0, redirects: 0, refused400: 0, reads: 0, maxReads: 0, oldReads: 0 };
    const started = Date.now();
    for (let i = 0; i < count; i += 1) {
      const { path, oldReads } = next();
      const tally = await ask(siteUrl, siteOrigin, path, headers);
      row.functionRuns += tally.functionRuns;
      row.cdnHits += tally.cdnHits;
      row.limited += tally.limited;
      row.redirects += tally.statuses.filter((status) => status === 301).length;
      row.refused400 += tally.statuses.filter((status) => status === 400).length;
      row.reads += tally.reads;
      row.maxReads = Math.max(row.maxReads, tally.reads);
      row.oldReads += oldReads(tally.reads);
    }
    log(`  ${endpoint}: ${row.reads.toLocaleString('en')} reads for ${count} requests (old: ${row.oldReads.toLocaleString('en')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    rows.push(row);
  }
  return rows;
}

/** The rows as a table for the bench's output. */
export function endpointReadsTable(rows) {
  const header = ['Endpoint', 'Requests', 'Function runs', 'CDN hits', '301', '400', '429', 'Reads (now, measured)', 'Most for one', 'Reads (old, worked out)'];
  const lines = rows.map((row) => [
    row.endpoint, row.requests, row.functionRuns, row.cdnHits, row.redirects, row.refused400, row.limited, row.reads, row.maxReads, row.oldReads,
  ].map((value) => (typeof value === 'number' ? value.toLocaleString('en') : value)));
  const widths = header.map((name, i) => Math.max(name.length, ...lines.map((line) => String(line[i]).length)));
  const format = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  return [format(header), ...lines.map(format)];
}
