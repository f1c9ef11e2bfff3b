// The Atom feeds of a municipality's and a ward's reports (issue 39) as a feed reader meets
// them: through the site server (firebase.json's rewrite and headers) to the `areaFeeds`
// function in the Functions emulator, which reads the map index the seed built (each entry
// placed in its ward by the server). Every answer is read by a published feed parser
// (@rowanmanning/feed-parser), as a reader's app would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmulators } from '../../scripts/lib/seed.mjs';
import { serveSite } from '../../scripts/lib/site-server.mjs';
import type { WardsFile } from '../../src/domain/places/boundary-file';
import wardsFile from '../../src/domain/places/data/wards.json';
import { createPlacer } from '../../src/domain/places/placer';
import { newClient } from './client-address';

const root = path.resolve(import.meta.dirname, '../..');
const HOUR = 60 * 60 * 1000;
const NOW = Date.now();
const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

const CAPE_TOWN = { latitude: -33.9249, longitude: 18.4241 };
const RONDEBOSCH = { latitude: -33.958, longitude: 18.476 };
const JOHANNESBURG = { latitude: -26.2041, longitude: 28.0473 };
const place = createPlacer(wardsFile as WardsFile);
const CBD_WARD = place(CAPE_TOWN.latitude, CAPE_TOWN.longitude)!.ward;

const report = (id: string, coordinates: unknown, createdAt: string, extra: Record<string, unknown> = {}) => ({
  id, type: 'Pothole', description: 'A report', status: 'Active', coordinates, streetAddress: '1 Main Rd',
  reportedBy: 'Thandi', reportedByUserId: 'u-thandi', createdAt, resolvedAt: null, ...extra,
});

const fixture = {
  users: [{ id: 'u-thandi', email: 'thandi@example.org', realName: 'Thandi Mokoena' }],
  problems: [
    report('cbd-leak', CAPE_TOWN, hoursAgo(5), { type: 'Water Leak', status: 'Resolved', resolvedAt: hoursAgo(1) }),
    report('cbd-hole', CAPE_TOWN, hoursAgo(3)),
    report('rondebosch', RONDEBOSCH, hoursAgo(2)),
    report('joburg', JOHANNESBURG, hoursAgo(4)),
    report('hostile', CAPE_TOWN, hoursAgo(6), { type: '<script>alert(1)</script> & ]]>\u0001' }),
    report('at-sea', { latitude: -35.5, longitude: 17.0 }, hoursAgo(2)),
    report('maseru', { latitude: -29.31, longitude: 27.48 }, hoursAgo(2)),
    report('nowhere', null, hoursAgo(2)),
  ],
};

let site: { url: string; close(): Promise<void> };

async function feed(feedPath: string, init?: RequestInit): Promise<Response> {
  return fetch(`${site.url}${feedPath}`, { ...init, headers: { ...newClient(), ...(init?.headers as Record<string, string>) } });
}

async function entries(feedPath: string) {
  const response = await feed(feedPath);
  const body = await response.text();
  expect(response.status, body).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
  const parsed = parseFeed(body);
  expect(parsed.meta.type).toBe('atom');
  return { parsed, items: parsed.items };
}

beforeAll(async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-seed-')), 'seed.json');
  fs.writeFileSync(file, JSON.stringify(fixture));
  await seedEmulators({ file, hubHost: process.env.FIREBASE_EMULATOR_HUB ?? null, log: () => {} });
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-site-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  // On the port of the origin the functions were configured with (SITE_ORIGIN), so the links they write lead here.
  const port = process.env.SITE_ORIGIN ? Number(new URL(process.env.SITE_ORIGIN).port) : 0;
  site = await serveSite({ root, dist, port, emulators: { functions: process.env.FUNCTIONS_EMULATOR_HOST } });
});

afterAll(async () => {
  await site?.close();
});

describe('a municipality feed', () => {
  it("lists the municipality's reports as they came in and were resolved, newest first, each linking to it on the map", async () => {
    const { parsed, items } = await entries('/feeds/municipalities/CPT.atom');
    expect(parsed.title).toBe('Mzansi Fix: reports in City of Cape Town Metropolitan Municipality');
    expect(parsed.url).toBe(`${site.url}/municipalities/CPT`);
    expect(items.map((item) => item.title)).toEqual([
      'Water Leak resolved',
      'Pothole reported',
      'Pothole reported',
      'Water Leak reported',
      '<script>alert(1)</script> & ]]> reported',
    ]);
    expect(items.map((item) => item.url)).toEqual(
      ['cbd-leak', 'rondebosch', 'cbd-hole', 'cbd-leak', 'hostile'].map((id) => `${site.url}/map?problem=${id}`),
    );
    expect(items.map((item) => item.id)).toEqual(['cbd-leak#resolved', 'rondebosch#received', 'cbd-hole#received', 'cbd-leak#received', 'hostile#received'].map((id) => `${site.url}/map?problem=${id}`));
    expect(items[0]!.published?.getTime()).toBe(Date.parse(hoursAgo(1)));
    expect(items[2]!.description).toContain(`Ward ${CBD_WARD}, City of Cape Town Metropolitan Municipality`);
    // A type from a phone is text: a reader shows it as written and never meets it as markup.
    expect(await (await feed('/feeds/municipalities/CPT.atom')).text()).not.toContain('<script>');
  });

  it('is empty, not missing, for a municipality with no report yet', async () => {
    const { parsed, items } = await entries('/feeds/municipalities/BUF.atom');
    expect(parsed.title).toBe('Mzansi Fix: reports in Buffalo City Metropolitan Municipality');
    expect(items).toEqual([]);
  });

  it('leaves out reports in no ward: at sea, in Lesotho, with no position', async () => {
    const everywhere = await Promise.all(['CPT', 'JHB', 'MAN'].map((code) => entries(`/feeds/municipalities/${code}.atom`)));
    const ids = everywhere.flatMap(({ items }) => items.map((item) => item.url));
    expect(ids).toContain(`${site.url}/map?problem=joburg`);
    for (const id of ['at-sea', 'maseru', 'nowhere']) expect(ids).not.toContain(`${site.url}/map?problem=${id}`);
  });
});

describe('a ward feed', () => {
  it("lists only that ward's reports", async () => {
    const { parsed, items } = await entries(`/feeds/wards/${CBD_WARD}.atom`);
    expect(parsed.title).toBe(`Mzansi Fix: reports in Ward ${CBD_WARD} (City of Cape Town Metropolitan Municipality)`);
    const ids = items.map((item) => item.url!.split('=')[1]);
    expect(ids).toContain('cbd-hole');
    expect(ids).not.toContain('joburg');
  });
});

describe('what is not a feed', () => {
  it('answers 404 for an area the demarcation does not have, or a path of the wrong shape', async () => {
    for (const wrong of ['/feeds/municipalities/XYZ.atom', '/feeds/municipalities/cpt.atom', '/feeds/wards/00000000.atom', '/feeds/wards/CPT.atom', '/feeds/provinces/WC.atom', '/feeds/municipalities/CPT']) {
      const response = await feed(wrong);
      expect(response.status, wrong).toBe(404);
      expect(await response.text()).toBe('No such municipality or ward in the 2020 demarcation.');
    }
  });

  it('redirects a query string away before reading anything, so each feed has one URL', async () => {
    const response = await feed('/feeds/municipalities/CPT.atom?x=1', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${site.url}/feeds/municipalities/CPT.atom`);
  });

  it('refuses anything but reading', async () => {
    const response = await feed('/feeds/municipalities/CPT.atom', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
