// The map tiles served by the Cloud Functions (functions/src/map-tiles.ts), on the real
// Firestore and Functions emulators through the site server, as Hosting's rewrite sends them:
// each answer equals what the domain (src/domain/map-tiles) computes from the seeded reports
// themselves, made into index entries as the functions make them; bad paths are refused before
// anything is read; answers are cached and revalidated as the index file is.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../scripts/lib/site-server.mjs';
import { unpackEntry } from '../../src/domain/map-index/map-entry';
import { buildCells } from '../../src/domain/map-index/map-shards';
import type { MapProblem } from '../../src/domain/model';
import { parseTileAnswer } from '../../src/domain/map-tiles/parse-tile-answer';
import { parseTileSummary, parseUnplacedEntries } from '../../src/domain/map-tiles/parse-tile-summary';
import { MAP_TILES_VERSION } from '../../src/domain/map-tiles/tile-answers';
import { buildTileIndex } from '../../src/domain/map-tiles/tile-index';
import { tileKey, tileOfPoint, type Tile } from '../../src/domain/map-tiles/tile-math';
import { DEMO_CELL_KEY, keyedCells } from '../../functions/src/map-index-cell';
import { loadPlacer } from '../../functions/src/places';
import { newClient } from './client-address';
import { seedFixture } from './seed-fixture';

const root = path.resolve(import.meta.dirname, '../..');

const report = (id: string, latitude: number, longitude: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'Pothole',
  description: `Report ${id}`,
  status: 'Active',
  coordinates: { latitude, longitude },
  reportedByUserId: 'u-ann',
  createdAt: '2026-11-01T08:00:00Z',
  ...extra,
});

const fixture = {
  users: [
    { id: 'u-ann', realName: 'Ann Botha' },
    { id: 'u-bob', realName: 'Bob Dlamini' },
  ],
  problems: [
    report('t-jhb-1', -26.2041, 28.0473),
    report('t-jhb-2', -26.2045, 28.0478, { type: 'Water Leak', status: 'Resolved', resolvedAt: '2026-11-06T08:00:00Z', reportedByUserId: 'u-bob' }),
    report('t-cpt-1', -33.925, 18.424, { createdAt: '2026-09-15T08:00:00Z' }),
    report('t-dbn-1', -29.8587, 31.0218, { status: 'In Progress', reportedByUserId: 'u-bob' }),
    report('t-none', 0, 0, { coordinates: 'somewhere in Soweto' }),
  ],
};

const JOHANNESBURG_LEAF: Tile = tileOfPoint(-26.2041, 28.0473, 14);

let site: Awaited<ReturnType<typeof serveSite>>;
/** The seeded reports as the index holds them: made into entries as the functions make them, read back as a browser reads them. */
let expected: MapProblem[];

const get = (tail: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}/data/map-tiles/${tail}`, { headers: { ...newClient(), 'Accept-Encoding': 'gzip', ...headers }, redirect: 'manual' });

beforeAll(async () => {
  const dir = await seedFixture('map-tiles', fixture);
  site = await serveSite({ root, dist: dir, port: 0, emulators: { functions: process.env.FUNCTIONS_EMULATOR_HOST } });
  const documents = fixture.problems.map(({ id, ...data }) => ({ id, data: { ...data, createdAt: Date.parse(data.createdAt) } }));
  const cells = buildCells(documents, keyedCells(DEMO_CELL_KEY), await loadPlacer());
  expected = [...cells.values()].flatMap((cell) => cell.entries.map((entry) => unpackEntry(entry)!));
});

afterAll(async () => {
  await site?.close();
});

describe('the map tiles', () => {
  it('give the summary and the unplaced list the domain computes from the seeded reports', async () => {
    const response = await get('summary');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    const summary = parseTileSummary(await response.text());
    expect(summary).not.toBeNull();
    expect(summary!.builtAt).toBeGreaterThan(Date.now() - 10 * 60_000);
    const domain = buildTileIndex(expected, summary!);
    const { fileBytes, ...counted } = summary!;
    expect(counted).toEqual(parseTileSummary(JSON.stringify(domain.summary())));
    expect(summary!.reporters).toBe(2);
    // The state's name is the index file's own ETag (without its quotes and encoding), the same on every instance.
    const file = await fetch(`${site.url}/data/map-index`, { headers: { ...newClient(), 'Accept-Encoding': 'identity' } });
    expect(summary!.version).toBe(file.headers.get('etag')!.replace(/"/gu, ''));
    // And it says what the file costs a first visit: its gzipped copy, to within a few bytes. Each
    // function instance builds the file itself and stamps it with its own builtAt, so the copy the
    // tiles' instance measured and the one the file's instance sends can differ in their gzip by a
    // byte or two for the same state (528 against 529 in one CI run, 2026-12-07).
    const gzipped = await fetch(`${site.url}/data/map-index`, { headers: { ...newClient(), 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(Math.abs((fileBytes ?? Infinity) - Number(gzipped.headers.get('content-length')))).toBeLessThanOrEqual(16);

    const unplaced = parseUnplacedEntries(await (await get('unplaced')).text());
    expect(unplaced).toEqual(parseUnplacedEntries(JSON.stringify(domain.unplaced())));
    expect(unplaced!.problems.map((p) => p.id)).toEqual(['t-none']);
  });

  it('give the country tile and a street tile the domain computes, each entry with its ward', async () => {
    for (const tile of [{ z: 0, x: 0, y: 0 }, JOHANNESBURG_LEAF]) {
      const answer = parseTileAnswer(await (await get(tileKey(tile))).text(), tile);
      expect(answer, tileKey(tile)).not.toBeNull();
      const domain = buildTileIndex(expected, answer!);
      expect(answer).toEqual(parseTileAnswer(JSON.stringify(domain.tile(tile)), tile));
      expect(answer!.version).toBe(parseTileSummary(await (await get('summary')).text())!.version);
    }
    const street = parseTileAnswer(await (await get(tileKey(JOHANNESBURG_LEAF))).text(), JOHANNESBURG_LEAF);
    expect(street?.kind === 'entries' && street.problems.map((p) => [p.id, p.municipality]).sort()).toEqual([
      ['t-jhb-1', 'JHB'],
      ['t-jhb-2', 'JHB'],
    ]);
  });

  it('refuse a path that names no answer with 400 and a plain message, and send a query string to the one URL', async () => {
    for (const tail of ['17/0/0', '4/16/0', '4/08/9', 'nowhere', 'summary/x']) {
      const refused = await get(tail);
      expect(refused.status, tail).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/^text\/plain/u);
      expect(await refused.text()).toMatch(/No such map tile/u);
    }
    const moved = await get('summary?fresh=1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/data\/map-tiles\/summary$/u);
  });

  it('answer 304 to the ETag of an unchanged answer, one per encoding', async () => {
    const first = await get('0/0/0');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(new RegExp(`^"mt${MAP_TILES_VERSION}-.*-gz"$`, 'u'));
    expect((await get('0/0/0', { 'If-None-Match': etag! })).status).toBe(304);
    const plain = await fetch(`${site.url}/data/map-tiles/0/0/0`, { headers: { ...newClient(), 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('etag')).not.toBe(etag);
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
