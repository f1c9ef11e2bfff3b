// The Open311 GeoReport v2 interface as a client meets it: through the site server
// (firebase.json's rewrite and headers, as Hosting applies them) to the `open311`
// function in the Functions emulator, reading what the Firestore emulator holds.
// The reports are dated relative to now, because the standard's default is "the
// last 90 days".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmulators } from '../../scripts/lib/seed.mjs';
import { serveSite } from '../../scripts/lib/site-server.mjs';
import { newClient } from './client-address';

const root = path.resolve(import.meta.dirname, '../..');
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();
/** The SAST calendar date (YYYY-MM-DD) of an instant. */
const sastDate = (iso: string) => new Date(Date.parse(iso) + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
/** An instant on the day 20 days ago at 21:30 SAST: late in the day, so a date-only end_date must include the whole day. */
const LATE_EVENING = `${sastDate(daysAgo(20))}T19:30:00.000Z`;

type Request = Record<string, unknown> & { service_request_id: string };

const fixture = {
  users: [
    { id: 'u-thandi', email: 'thandi@example.org', realName: 'Thandi Mokoena', nickname: 'PotholeQueen', useNickname: true },
    { id: 'u-sipho', email: 'sipho@example.org', realName: 'Sipho Dlamini' },
  ],
  problems: [
    {
      id: 'p-leak', type: 'Water Leak', description: 'Burst pipe flooding the pavement', status: 'Active',
      coordinates: { latitude: -33.9249, longitude: 18.4241 }, streetAddress: '1 Long St, Cape Town',
      reportedBy: 'PotholeQueen', reportedByUserId: 'u-thandi', createdAt: daysAgo(2), resolvedAt: null,
      confirmations: 1, denials: 0, confirmedBy: { 'u-sipho': { timestamp: daysAgo(1) } }, deniedBy: {},
      photos: [{ url: '/demo/photos/leak.jpg' }, { url: 'https://example.org/second.jpg' }], municipalReference: 'CPT-2026-0042',
    },
    {
      id: 'p-pothole', type: 'Pothole', description: 'Deep pothole', status: 'Resolved',
      coordinates: { latitude: -26.2041, longitude: 28.0473 }, streetAddress: '12 Main Rd, Johannesburg',
      reportedBy: 'Sipho Dlamini', reportedByUserId: 'u-sipho', createdAt: daysAgo(10), resolvedAt: daysAgo(3), municipalRefNumber: 'JHB-7',
    },
    { id: 'p-lights', type: 'Street Lights', description: 'Dark for a week', status: 'In Progress', reportedByUserId: 'u-thandi', createdAt: LATE_EVENING },
    {
      id: 'p-hostile', type: 'Illegal Dumping', description: '<script>alert("x")</script> & \'more\'\u0001', status: 'Active',
      streetAddress: ']]><evil/>', createdAt: daysAgo(5), photos: [{ url: 'javascript:alert(1)' }],
    },
    { id: 'p-old', type: 'Pothole', description: 'Old news', status: 'Active', createdAt: daysAgo(120) },
    { id: 'p-undated', type: 'Pothole', description: 'No usable date', status: 'Active', createdAt: 'not a date' },
  ],
};

let site: { url: string; close(): Promise<void> };

async function load(data: unknown): Promise<void> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'open311-seed-')), 'seed.json');
  fs.writeFileSync(file, JSON.stringify(data));
  // Triggers paused while seeding (through the hub): a thousand reports need no reportsCount recounts.
  await seedEmulators({ file, hubHost: process.env.FIREBASE_EMULATOR_HUB ?? null, log: () => {} });
}

async function get(pathAndQuery: string, init?: RequestInit): Promise<Response> {
  return fetch(`${site.url}/open311/v2/${pathAndQuery}`, { ...init, headers: { ...newClient(), ...(init?.headers as Record<string, string>) } });
}

async function requests(query = ''): Promise<Request[]> {
  const response = await get(`requests.json${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Request[];
}

const ids = (list: Request[]) => list.map((request) => request.service_request_id);

/** A 400 answer with the standard's error list, and nothing of the server's insides. */
async function expectBadRequest(query: string, description: string): Promise<void> {
  const response = await get(`requests.json${query}`);
  const body = await response.text();
  expect(response.status, query).toBe(400);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(JSON.parse(body), query).toContainEqual({ code: 400, description });
  expect(body).not.toMatch(/\bat \w|\.ts:|Error:|stack/u);
}

beforeAll(async () => {
  await load(fixture);
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'open311-site-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  // On the port of the origin the functions were configured with (SITE_ORIGIN), so the links they write lead here.
  const port = process.env.SITE_ORIGIN ? Number(new URL(process.env.SITE_ORIGIN).port) : 0;
  site = await serveSite({ root, dist, port, emulators: { functions: process.env.FUNCTIONS_EMULATOR_HOST } });
});

afterAll(async () => {
  await site?.close();
});

describe('discovery and services', () => {
  it('describes the endpoint on the site origin, cached by the CDN for five minutes', async () => {
    const response = await get('discovery.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const discovery = await response.json();
    expect(discovery.endpoints).toEqual([
      expect.objectContaining({ specification: 'http://wiki.open311.org/GeoReport_v2', url: `${site.url}/open311/v2`, formats: ['application/json', 'text/xml'] }),
    ]);
  });

  it('lists the ten problem types as services with their stable codes, in JSON and XML', async () => {
    const services = (await (await get('services.json')).json()) as { service_code: string; service_name: string }[];
    expect(services.map((service) => service.service_code)).toEqual([
      'water-leak', 'traffic-light', 'pothole', 'street-lights', 'guard-rails',
      'illegal-dumping', 'vagrant-squatter', 'excessive-litter', 'road-markings', 'reinstatement',
    ]);
    const xml = await (await get('services.xml')).text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<services><service><service_code>water-leak<\/service_code><service_name>Water Leak<\/service_name>/u);
    expect(xml.match(/<service>/gu)).toHaveLength(10);
  });

  it('gives an empty definition for a service and 404 for an unknown one', async () => {
    expect(await (await get('services/pothole.json')).json()).toEqual({ service_code: 'pothole', attributes: [] });
    expect((await get('services/lamp.json')).status).toBe(404);
  });
});

describe('requests.json', () => {
  it('gives the last 90 days newest first, with every standard field the site holds', async () => {
    const list = await requests();
    expect(ids(list)).toEqual(['p-leak', 'p-hostile', 'p-pothole', 'p-lights']);
    expect(list[0]).toEqual({
      service_request_id: 'p-leak',
      status: 'open',
      status_notes: 'Active',
      service_name: 'Water Leak',
      service_code: 'water-leak',
      description: 'Burst pipe flooding the pavement',
      service_notice: 'Municipal reference: CPT-2026-0042',
      requested_datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+02:00$/u),
      updated_datetime: expect.any(String),
      address: '1 Long St, Cape Town',
      lat: -33.9249,
      long: 18.4241,
      media_url: `${site.url}/demo/photos/leak.jpg`,
      municipal_reference: 'CPT-2026-0042',
      agency_responsible: 'City of Cape Town Metropolitan Municipality',
      municipality: 'CPT',
      ward: expect.stringMatching(/^191\d{5}$/u),
    });
    expect(Date.parse(list[0]!.requested_datetime as string)).toBe(Math.floor(Date.parse(daysAgo(2)) / 1000) * 1000);
    expect(list[2]).toMatchObject({ status: 'closed', status_notes: 'Resolved', municipal_reference: 'JHB-7', service_notice: 'Municipal reference: JHB-7' });
    expect(Date.parse(list[2]!.updated_datetime as string)).toBe(Math.floor(Date.parse(daysAgo(3)) / 1000) * 1000);
  });

  it('says nothing private: no user ids, emails, reporter names or votes', async () => {
    const body = await (await get('requests.json?service_request_id=p-leak,p-pothole,p-lights')).text();
    for (const secret of ['u-thandi', 'u-sipho', 'example.org"', 'thandi@', 'PotholeQueen', 'Thandi', 'Sipho', 'confirm', 'reportedBy']) {
      expect(body, secret).not.toContain(secret);
    }
  });

  it('finds reports by a comma list of ids, in that order, whatever their date, ignoring the other parameters', async () => {
    expect(ids(await requests('?service_request_id=p-old,p-leak,p-missing,p-undated&status=closed&page=99'))).toEqual(['p-old', 'p-leak', 'p-undated']);
  });

  it('filters by one or more service codes', async () => {
    expect(ids(await requests('?service_code=pothole'))).toEqual(['p-pothole']);
    expect(ids(await requests('?service_code=water-leak,street-lights'))).toEqual(['p-leak', 'p-lights']);
  });

  it('filters by status: Active and the third status are open, Resolved is closed', async () => {
    expect(ids(await requests('?status=open'))).toEqual(['p-leak', 'p-hostile', 'p-lights']);
    expect(ids(await requests('?status=closed'))).toEqual(['p-pothole']);
    expect(ids(await requests('?status=open,closed'))).toHaveLength(4);
    expect(ids(await requests('?status=open&service_code=pothole,street-lights'))).toEqual(['p-lights']);
    expect(ids(await requests('?status=closed&service_code=pothole'))).toEqual(['p-pothole']);
  });

  it('names the municipality each report lies in, and none for a report with no position', async () => {
    const list = await requests();
    expect(list.map((request) => [request.service_request_id, request.agency_responsible, request.municipality])).toEqual([
      ['p-leak', 'City of Cape Town Metropolitan Municipality', 'CPT'],
      ['p-hostile', null, null],
      ['p-pothole', 'City of Johannesburg Metropolitan Municipality', 'JHB'],
      ['p-lights', null, null],
    ]);
    const xml = await (await get('requests.xml?service_request_id=p-pothole')).text();
    expect(xml).toContain('<agency_responsible>City of Johannesburg Metropolitan Municipality</agency_responsible>');
  });

  it('filters by municipality (the extension), one code or a comma list, paging from the map index', async () => {
    expect(ids(await requests('?municipality=JHB'))).toEqual(['p-pothole']);
    expect(ids(await requests('?municipality=CPT,JHB'))).toEqual(['p-leak', 'p-pothole']);
    expect(ids(await requests('?municipality=CPT,JHB&status=closed'))).toEqual(['p-pothole']);
    expect(ids(await requests('?municipality=CPT,JHB&service_code=water-leak'))).toEqual(['p-leak']);
    expect(ids(await requests('?municipality=BUF'))).toEqual([]);
    const first = await get('requests.json?municipality=CPT,JHB&page_size=1');
    expect(ids((await first.json()) as Request[])).toEqual(['p-leak']);
    const next = /<([^>]+)>; rel="next"/u.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toContain('municipality=CPT,JHB');
    const second = await fetch(next!, { headers: newClient() });
    expect(ids((await second.json()) as Request[])).toEqual(['p-pothole']);
    await expectBadRequest('?municipality=cpt', 'municipality "cpt" is not a municipality code such as CPT or WC011');
  });

  it('filters by start_date and end_date, a bare end date taking in its whole day', async () => {
    expect(ids(await requests(`?start_date=${daysAgo(12)}&end_date=${daysAgo(4)}`))).toEqual(['p-hostile', 'p-pothole']);
    const day = sastDate(LATE_EVENING);
    expect(ids(await requests(`?start_date=${day}&end_date=${day}`))).toEqual(['p-lights']);
    expect(ids(await requests(`?start_date=${daysAgo(150)}`))).toEqual(['p-old']);
    expect(ids(await requests(`?end_date=${daysAgo(100)}`))).toEqual(['p-old']);
  });

  it('answers bad parameters with the standard error list and HTTP 400', async () => {
    await expectBadRequest('?status=pending', 'status "pending" is not open or closed');
    await expectBadRequest('?service_code=Pothole', 'service_code "Pothole" is not a service: see services.json');
    await expectBadRequest('?start_date=yesterday', 'start_date "yesterday" is not a W3C date-time such as 2026-11-01T00:00:00+02:00');
    await expectBadRequest(`?start_date=${daysAgo(1)}&end_date=${daysAgo(5)}`, 'start_date is after end_date');
    await expectBadRequest(`?start_date=${daysAgo(200)}&end_date=${daysAgo(1)}`, 'start_date and end_date may not span more than 90 days');
    await expectBadRequest('?page_size=5000', 'page_size "5000" is not a whole number from 1 to 1000');
    await expectBadRequest('?cursor=bm90IG91cnM', 'cursor "bm90IG91cnM" is not one this server gave: take it from the Link header (rel="next")');
    await expectBadRequest('?service_request_id=a/b', 'service_request_id "a/b" is not a request id');
  });

  it('refuses to take reports: a POST gets the error list saying they are made in the app', async () => {
    const response = await get('requests.json', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'service_code=pothole&lat=-26&long=28' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual([
      { code: 405, description: `Mzansi Fix reports are made in the Mzansi Fix app (${site.url}/download); this interface only reads them.` },
    ]);
    const xml = await (await get('requests.xml', { method: 'POST', body: '' })).text();
    expect(xml).toContain('<errors><error><code>405</code>');
  });
});

describe('HEAD', () => {
  it('answers like GET, without a body', async () => {
    const response = await get('requests.json?status=closed', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('');
  });
});

describe('one request, and XML', () => {
  it('gives requests/{id} as a list of one, and 404 with the error list for an unknown id', async () => {
    expect(ids((await (await get('requests/p-pothole.json')).json()) as Request[])).toEqual(['p-pothole']);
    const missing = await get('requests/p-missing.json');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual([{ code: 404, description: 'No request "p-missing"' }]);
  });

  it('writes the same requests as XML, with report text escaped so it stays text', async () => {
    const response = await get('requests.xml?service_code=illegal-dumping');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<service_requests><request><service_request_id>p-hostile</service_request_id><status>open</status>');
    expect(xml).toContain('<description>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;more&apos;</description>');
    expect(xml).toContain('<address>]]&gt;&lt;evil/&gt;</address>');
    expect(xml).toContain('<media_url/>');
    expect(xml).not.toContain('\u0001');
    const one = await (await get('requests/p-leak.xml')).text();
    expect(one).toContain(`<lat>-33.9249</lat><long>18.4241</long><media_url>${site.url}/demo/photos/leak.jpg</media_url>`);
  });

  it('answers an unknown path with a 404 error list, in XML when asked for XML', async () => {
    const response = await get('reports.xml');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<errors><error><code>404</code>');
    expect((await get('requests.csv')).status).toBe(404);
  });
});

describe('limits and paging', () => {
  const MANY = 1005;

  beforeAll(async () => {
    // 1,005 reports a minute apart, the newest an hour ago: more than the standard's 1,000 at once.
    const problems = Array.from({ length: MANY }, (_, i) => ({
      id: `bulk-${String(i).padStart(4, '0')}`,
      type: i % 2 === 0 ? 'Pothole' : 'Road Markings',
      description: `Report ${i}`,
      status: i % 3 === 0 ? 'Resolved' : 'Active',
      createdAt: new Date(NOW - 60 * 60 * 1000 - i * 60 * 1000).toISOString(),
    }));
    await load({ problems });
  }, 120_000);

  /** The URL of the next page a response links, or null. */
  const nextOf = (response: Response) => /^<([^>]+)>; rel="next"$/u.exec(response.headers.get('link') ?? '')?.[1] ?? null;

  it('gives at most 1,000 requests, and the rest after the cursor of the next-page link', { timeout: 90_000 }, async () => {
    const first = await get('requests.json');
    const firstPage = (await first.json()) as Request[];
    expect(firstPage).toHaveLength(1000);
    expect(firstPage[0]!.service_request_id).toBe('bulk-0000');
    expect(firstPage[999]!.service_request_id).toBe('bulk-0999');
    const next = nextOf(first);
    expect(next).toMatch(new RegExp(`^${site.url}/open311/v2/requests\\.json\\?cursor=[\\w-]+$`, 'u'));
    const second = await fetch(next!, { headers: newClient() });
    expect(ids((await second.json()) as Request[])).toEqual(['bulk-1000', 'bulk-1001', 'bulk-1002', 'bulk-1003', 'bulk-1004']);
    expect(nextOf(second)).toBeNull();
  });

  it('links the next page, with the same parameters, while a page comes back full', async () => {
    const full = await get('requests.json?service_code=pothole&page_size=10');
    expect(nextOf(full)).toMatch(new RegExp(`^${site.url}/open311/v2/requests\\.json\\?service_code=pothole&page_size=10&cursor=[\\w-]+$`, 'u'));
  });

  it('pages with page_size through the same order, following the links', async () => {
    let url: string | null = `${site.url}/open311/v2/requests.json?page_size=10`;
    const pages: string[][] = [];
    for (let i = 0; i < 3 && url !== null; i += 1) {
      const response: Response = await fetch(url, { headers: newClient() });
      pages.push(ids((await response.json()) as Request[]));
      url = nextOf(response);
    }
    expect(pages[2]).toEqual(Array.from({ length: 10 }, (_, i) => `bulk-${String(20 + i).padStart(4, '0')}`));
    const firstClosed = await get('requests.json?service_code=pothole&status=closed&page_size=5');
    const closedPotholes = await fetch(nextOf(firstClosed)!, { headers: newClient() });
    // Resolved potholes are the multiples of 6: the second page of five starts at the sixth.
    expect(ids((await closedPotholes.json()) as Request[])).toEqual(['bulk-0030', 'bulk-0036', 'bulk-0042', 'bulk-0048', 'bulk-0054']);
  });
});
