// What an anonymous caller can make the public HTTP functions cost, and what it can
// make them say (issue 36, points 3 and 5), tried as a hostile client would, on the
// Functions and Firestore emulators:
// - a deep Open311 page by number (once ~10,000 billed reads) is refused with 400;
//   following the cursor costs one page of reads however deep;
// - random query parameters are redirected to the canonical URL, reading nothing;
// - a burst from one address gets 429 with Retry-After while another is served;
// - a forged X-Forwarded-Host (or Host) changes no link;
// - after a change, /data/map-index reads what changed, not every cell.
// Reads are the function's own count of what it asked Firestore for
// (functions/src/read-count.ts: documents returned, at least one per query,
// plus anything an offset skipped), sent in X-Firestore-Reads by the emulator only.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmulators } from '../../scripts/lib/seed.mjs';
import { measureEndpointReads } from '../../scripts/bench/endpoint-reads.mjs';
import { serveSite } from '../../scripts/lib/site-server.mjs';
import { newClient } from './client-address';

const root = path.resolve(import.meta.dirname, '../..');
const firestore = () => process.env.FIRESTORE_EMULATOR_HOST!;
const documents = '/v1/projects/demo-mzansi-fix/databases/(default)/documents';
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'http://127.0.0.1:4173';
const NOW = Date.now();
const REPORTS = 60;
const PAGE_SIZE = 5;

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** A GET with node:http (fetch may not set Host, and follows redirects): the answer as it came. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

const reads = (answer: Answer) => Number(answer.headers['x-firestore-reads']);
/** The function's own URL in the Functions emulator, as a caller who skips Hosting would use it. */
const functionUrl = (name: string, pathAndQuery: string) => `http://${process.env.FUNCTIONS_EMULATOR_HOST}/demo-mzansi-fix/us-central1/${name}${pathAndQuery}`;
const nextOf = (answer: Answer) => /^<([^>]+)>; rel="next"$/u.exec(String(answer.headers.link ?? ''))?.[1] ?? null;

let site: Awaited<ReturnType<typeof serveSite>>;
/** Each test its own client address (X-Forwarded-For), so the per-client limit of one never meets another's. */
const asClient = newClient;
/** The burst the test run allows (scripts/test-all.mjs sets it low), else the default. */
const BURST = Number(process.env.CLIENT_LIMIT_BURST ?? 120);

beforeAll(async () => {
  const problems = Array.from({ length: REPORTS }, (_, i) => ({
    id: `cost-${String(i).padStart(3, '0')}`,
    type: i % 2 === 0 ? 'Pothole' : 'Water Leak',
    description: `Report ${i}`,
    status: 'Active',
    coordinates: { latitude: -26.2 - i / 1000, longitude: 28.05 },
    photos: [{ url: '/demo/photos/leak.jpg' }],
    createdAt: new Date(NOW - 60 * 60 * 1000 - i * 60 * 1000).toISOString(),
  }));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'costs-seed-')), 'seed.json');
  fs.writeFileSync(file, JSON.stringify({ problems }));
  await seedEmulators({ file, hubHost: process.env.FIREBASE_EMULATOR_HUB ?? null, log: () => {} });
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'costs-site-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  site = await serveSite({ root, dist, port: 0, emulators: { functions: process.env.FUNCTIONS_EMULATOR_HOST } });
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe('Open311: every answer costs at most a page of reads', () => {
  it('refuses a page by number with 400 and the standard error list saying how to page, reading nothing', async () => {
    const answer = await get(`${site.url}/open311/v2/requests.json?page=10001&page_size=1`, asClient());
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual([
      {
        code: 400,
        description:
          'page "10001": pages are not reached by number here; follow the URL in the Link header (rel="next") of the page before, which carries a cursor',
      },
    ]);
    expect(reads(answer)).toBe(0);
  });

  it('reads one page for every page, the last as cheaply as the first, following the cursor', async () => {
    const headers = asClient();
    let url: string | null = `${SITE_ORIGIN}/open311/v2/requests.json?page_size=${PAGE_SIZE}`;
    const costs: number[] = [];
    const seen: string[] = [];
    while (url !== null) {
      // The links name the configured origin; the site server here listens elsewhere.
      const answer: Answer = await get(url.replace(SITE_ORIGIN, site.url), headers);
      expect(answer.status, answer.body).toBe(200);
      seen.push(...(JSON.parse(answer.body) as { service_request_id: string }[]).map((request) => request.service_request_id));
      costs.push(reads(answer));
      url = nextOf(answer);
    }
    expect(seen).toEqual(Array.from({ length: REPORTS }, (_, i) => `cost-${String(i).padStart(3, '0')}`));
    // Twelve full pages of five, then an empty one that costs Firestore's minimum of one read.
    expect(costs).toEqual([...Array(REPORTS / PAGE_SIZE).fill(PAGE_SIZE), 1]);
  });

  it('reads exactly the documents asked for by id, found or not', async () => {
    const answer = await get(`${site.url}/open311/v2/requests.json?service_request_id=cost-001,cost-002,nope`, asClient());
    expect(answer.status).toBe(200);
    expect(reads(answer)).toBe(3);
  });
});

describe('unknown query parameters cannot multiply the CDN copies', () => {
  it('redirects Open311 requests to the canonical URL, cacheable, reading nothing', async () => {
    const headers = asClient();
    const cases: [string, string][] = [
      ['requests.json?x=123', 'requests.json'],
      ['requests.json?page_size=5&status=open&x=1&status=closed', 'requests.json?status=open,closed&page_size=5'],
      ['services.json?random=7', 'services.json'],
      ['discovery.json?jurisdiction_id=anything', 'discovery.json'],
    ];
    for (const [asked, canonical] of cases) {
      const answer = await get(`${site.url}/open311/v2/${asked}`, headers);
      expect(answer.status, asked).toBe(301);
      expect(answer.headers.location).toBe(`${SITE_ORIGIN}/open311/v2/${canonical}`);
      expect(answer.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
      expect(reads(answer)).toBe(0);
    }
    expect((await get(`${site.url}/open311/v2/requests.json?status=open,closed&page_size=5`, headers)).status).toBe(200);
  });

  it('redirects /data/map-index with any query string to the bare path, before reading', async () => {
    const answer = await get(`${site.url}/data/map-index?x=${Math.random()}`, asClient());
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${SITE_ORIGIN}/data/map-index`);
    expect(answer.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    expect(answer.headers['x-firestore-reads']).toBeUndefined();
    // A `rebuilt` time that is not the latest rebuild goes to the one that is.
    const stale = await get(`${site.url}/data/map-index?rebuilt=1`, asClient());
    expect(stale.status).toBe(301);
    expect(stale.headers.location).toMatch(new RegExp(`^${SITE_ORIGIN}/data/map-index\\?rebuilt=\\d+$`, 'u'));
    expect((await get(String(stale.headers.location).replace(SITE_ORIGIN, site.url), asClient())).status).toBe(200);
  });
});

describe('the per-client limit', () => {
  // One after another: the Functions emulator starts a new worker (with its own memory, as a new
  // instance would be) for a request that arrives while the others are busy.
  for (const [name, url] of [
    ['open311', '/open311/v2/services.json'],
    ['mapIndexFile', '/data/map-index?x=1'],
  ] as const) {
    it(`answers ${name}'s burst from one address with 429 and Retry-After, and still serves another address`, { timeout: 120_000 }, async () => {
      const flood = asClient();
      const answers: Answer[] = [];
      for (let i = 0; i < BURST + 20; i += 1) answers.push(await get(`${site.url}${url}`, flood));
      const refused = answers.filter((answer) => answer.status === 429);
      expect(answers.slice(0, BURST).every((answer) => answer.status !== 429)).toBe(true);
      expect(refused.length).toBeGreaterThan(0);
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(refused[0]!.body)[0]).toMatchObject({ code: 429 });
      // Asked of the function itself: the site server adds firebase.json's headers for the path.
      const direct = await get(functionUrl(name, url), flood);
      expect(direct.status).toBe(429);
      expect(direct.headers['cache-control']).toBe('no-store');
      const other = await get(`${site.url}${url}`, asClient());
      expect(other.status).not.toBe(429);
    });
  }
});

describe('links come from configuration, never from request headers', () => {
  const forged = { Host: 'evil.example.com', 'X-Forwarded-Host': 'evil.example.com', 'X-Forwarded-Proto': 'http' };

  it('Open311 names the configured origin in discovery, media_url, Link and Location, whatever Host the caller forges', async () => {
    const headers = { ...forged, ...asClient() };
    const discovery = await get(functionUrl('open311', '/open311/v2/discovery.json'), headers);
    expect(discovery.status).toBe(200);
    expect(JSON.parse(discovery.body).endpoints[0].url).toBe(`${SITE_ORIGIN}/open311/v2`);
    const page = await get(functionUrl('open311', `/open311/v2/requests.json?page_size=2`), headers);
    expect(JSON.parse(page.body)[0].media_url).toBe(`${SITE_ORIGIN}/demo/photos/leak.jpg`);
    expect(nextOf(page)?.startsWith(`${SITE_ORIGIN}/open311/v2/requests.json?page_size=2&cursor=`)).toBe(true);
    const moved = await get(functionUrl('open311', '/open311/v2/requests.json?x=1'), headers);
    expect(moved.headers.location).toBe(`${SITE_ORIGIN}/open311/v2/requests.json`);
    const missing = await get(functionUrl('open311', '/open311/v2/nothing.json'), headers);
    for (const answer of [discovery, page, moved, missing]) expect(JSON.stringify(answer)).not.toContain('evil');
  });

  it('the map index redirect names the configured origin too', async () => {
    const moved = await get(functionUrl('mapIndexFile', '/data/map-index?x=1'), { ...forged, ...asClient() });
    expect(moved.headers.location).toBe(`${SITE_ORIGIN}/data/map-index`);
  });
});

describe('/data/map-index after a change costs what changed', () => {
  const cellUrl = (id: string) => `http://${firestore()}${documents}/mapCells/${id}`;
  const entry = (id: string) => JSON.stringify([[id, 'Pothole', 'Active', -26.3, 28.1, NOW, 0, 0]]);

  /** Writes a cell document as a writer of the index does: its entries and the server's time in `updatedAt`. */
  async function putCell(id: string, entries: string): Promise<void> {
    const name = `projects/demo-mzansi-fix/databases/(default)/documents/mapCells/${id}`;
    const response = await fetch(`http://${firestore()}${documents}:commit`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({
        writes: [
          {
            update: { name, fields: { entries: { stringValue: entries }, skipped: { stringValue: '[]' }, count: { integerValue: '1' } } },
            updateTransforms: [{ fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' }],
          },
        ],
      }),
    });
    expect(response.ok, await response.text()).toBe(true);
  }

  it('reads three documents while nothing changed, one more per changed cell, and finds a deleted one', { timeout: 90_000 }, async () => {
    const headers = { ...asClient(), 'Accept-Encoding': 'identity' };
    const url = `${site.url}/data/map-index`;
    const listed = (await (await fetch(`http://${firestore()}${documents}/mapCells?pageSize=1000&mask.fieldPaths=count`, { headers: OWNER })).json()) as {
      documents?: unknown[];
    };
    const cells = listed.documents?.length ?? 0;
    expect(cells).toBeGreaterThan(10);

    // Seeding rebuilt the index (a new mapMeta stamp): some request since read every cell once.
    const first = await get(url, headers);
    expect(first.status).toBe(200);
    // A refresh looks ten seconds further back than its last read (map-index-file-cache.ts): wait that out.
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const unchanged = await get(url, headers);
    expect(reads(unchanged)).toBe(3);
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    expect(unchanged.body).toBe(first.body);

    // A cell of any id (a part document, say) with one report, written after the last read.
    await putCell('zz-part-1', entry('p-added'));
    const added = await get(url, headers);
    expect(reads(added)).toBe(3); // the changed cell, the count, the rebuild stamp
    expect(added.body).toContain('"p-added"');
    expect(added.headers.etag).not.toBe(first.headers.etag);
    expect(JSON.parse(added.body).cells).toHaveLength(cells + 1);

    await fetch(cellUrl('zz-part-1'), { method: 'DELETE', headers: OWNER });
    const removed = await get(url, headers);
    expect(removed.body).not.toContain('"p-added"');
    // The deletion shows in the count; the ids alone are then listed once, to find which.
    expect(reads(removed)).toBe(3 + cells);
    expect(reads(await get(url, headers))).toBe(3);
  });
});

describe("the bench's count of reads behind random anonymous requests (npm run bench runs a thousand per endpoint)", () => {
  it('counts what each endpoint cost, none more than a page, beside the old cost', { timeout: 120_000 }, async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'costs-cdn-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    const cdnSite = await serveSite({ root, dist, port: 0, emulators: { functions: process.env.FUNCTIONS_EMULATOR_HOST }, cdn: true });
    try {
      const ids = Array.from({ length: REPORTS }, (_, i) => `cost-${String(i).padStart(3, '0')}`);
      const rows = await measureEndpointReads({ siteUrl: cdnSite.url, siteOrigin: SITE_ORIGIN, ids, cells: 256, count: 2, headers: asClient() });
      expect(rows.map((row) => row.endpoint)).toEqual(['requests.json', 'services.json', 'discovery.json', 'requests/{id}.json', '/data/map-index']);
      const by = Object.fromEntries(rows.map((row) => [row.endpoint, row]));
      for (const row of rows) expect(row.limited, row.endpoint).toBe(0);
      expect(by['requests.json']!.maxReads).toBeLessThanOrEqual(1000);
      expect(by['services.json']!.reads + by['discovery.json']!.reads).toBe(0);
      expect(by['requests/{id}.json']!.maxReads).toBeLessThanOrEqual(1);
      expect(by['/data/map-index']!.oldReads).toBe(2 * 256);
      expect(by['/data/map-index']!.maxReads).toBeLessThanOrEqual(3 + REPORTS + 1);
    } finally {
      await cdnSite.close();
    }
  });
});
