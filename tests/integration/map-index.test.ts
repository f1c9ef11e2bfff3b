// The map index kept by the Cloud Functions (functions/src/map-index.ts), on the
// real Firestore and Functions emulators: the file served through the site
// server, live changes, concurrent writes to one cell, a malformed report, and a
// rebuild from scratch that equals what the trigger built step by step.
// The attacks on the index (votes, chosen ids, drift) are in attacks-map-index.test.ts.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeValue, seedEmulators } from '../../scripts/lib/seed.mjs';
import { serveSite } from '../../scripts/lib/site-server.mjs';
import type { Backend } from '../../src/data/backend';
import { toMapProblem } from '../../src/domain/map-index/map-entry';
import type { MapChange } from '../../src/domain/map-index/map-change';
import { parseIndexFile, type MapIndexContent } from '../../src/domain/map-index/map-index-file';
import { MAX_ENTRY_TYPE_CHARS } from '../../src/domain/map-index/map-entry';
import { parseProblem } from '../../src/domain/parse-problem';
import { byNewestFirst } from '../../src/domain/problem-stats';
import { DEMO_CELL_KEY, keyedCells } from '../../functions/src/map-index-cell';
import { newClient } from './client-address';
import { emulatorBackend } from './emulator-backend';

/** The cells as the functions pick them in the emulators (the demo key). */
const cellOf = keyedCells(DEMO_CELL_KEY);

const root = path.resolve(import.meta.dirname, '../..');
const firestore = () => process.env.FIRESTORE_EMULATOR_HOST!;
const documents = '/v1/projects/demo-mzansi-fix/databases/(default)/documents';
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const LIVE_WITHIN_MS = 10_000;
/** Where the placer puts -26.2, 28.05 (docs/boundaries.md §3). */
const JOHANNESBURG_WARD = { municipality: 'JHB', ward: '79800059' };

const base = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'Pothole',
  description: `Report ${id}`,
  status: 'Active',
  coordinates: { latitude: -26.2, longitude: 28.05 },
  reportedByUserId: 'u-ann',
  createdAt: '2026-11-01T08:00:00Z',
  ...extra,
});

const fixture = {
  users: [{ id: 'u-ann', realName: 'Ann Botha' }],
  problems: [
    base('p-1', { confirmedBy: { 'u-bob': { timestamp: '2026-11-02T08:00:00Z' } }, deniedBy: { 'u-cat': { timestamp: '2026-11-03T08:00:00Z' } } }),
    base('p-2', { type: 'Water Leak', status: 'Resolved', resolvedAt: '2026-11-06T08:00:00Z' }),
    base('p-3', { coordinates: 'somewhere in Soweto', createdAt: 'not a date' }),
  ],
};

async function rest(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`http://${firestore()}${url}`, { method, headers: OWNER, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function putProblem(id: string, data: Record<string, unknown>): Promise<void> {
  const fields = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encodeValue(value, key)]));
  await rest('PATCH', `${documents}/problems/${encodeURIComponent(id)}`, { fields });
}

/** Every map cell document's stored fields, by cell id. */
async function readCells(): Promise<Record<string, { entries: string; skipped: string }>> {
  const answer = (await rest('GET', `${documents}/mapCells?pageSize=300`)) as { documents?: { name: string; fields: Record<string, { stringValue?: string }> }[] };
  return Object.fromEntries(
    (answer.documents ?? []).map((doc) => [
      doc.name.split('/').pop()!,
      { entries: doc.fields.entries?.stringValue ?? '', skipped: doc.fields.skipped?.stringValue ?? '' },
    ]),
  );
}

let site: Awaited<ReturnType<typeof serveSite>>;
let backend: Backend;

async function fetchIndex(): Promise<MapIndexContent> {
  const response = await fetch(`${site.url}/data/map-index`, { headers: { ...newClient(), 'Accept-Encoding': 'gzip' } });
  expect(response.status).toBe(200);
  const content = parseIndexFile(await response.text());
  expect(content).not.toBeNull();
  return content!;
}

/** Polls until `check` passes (the trigger runs after the write), by default at most LIVE_WITHIN_MS. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, withinMs = LIVE_WITHIN_MS): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-index-'));
  fs.writeFileSync(path.join(dir, 'seed.json'), JSON.stringify(fixture));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
  await seedEmulators({
    file: path.join(dir, 'seed.json'),
    firestoreHost: firestore(),
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
    hubHost: process.env.FIREBASE_EMULATOR_HUB ?? null,
    log: () => {},
  });
  site = await serveSite({ root, dist: dir, port: 0, emulators: { functions: process.env.FUNCTIONS_EMULATOR_HOST } });
  backend = emulatorBackend();
});

afterAll(async () => {
  await site?.close();
});

describe('the map index file', () => {
  it('holds every report seeded, with exactly the map fields the site computes from the reports themselves', async () => {
    const file = await fetchIndex();
    const expected = fixture.problems
      .map((p) => {
        const result = parseProblem(p.id, { ...p, createdAt: Date.parse(p.createdAt) || p.createdAt });
        if (!result.ok) throw new Error(result.reason);
        // Every position in the fixture is one spot in Johannesburg: its ward, placed by the seeding's rebuild.
        return toMapProblem(result.value.coordinates ? { ...result.value, ...JOHANNESBURG_WARD } : result.value);
      })
      .sort(byNewestFirst);
    expect(file.problems).toEqual(expected);
    // p-1's voters (u-bob, u-cat) are nowhere in the public file.
    expect(await (await fetch(`${site.url}/data/map-index`)).text()).not.toMatch(/u-bob|u-cat/u);
    expect(file.skipped).toBe(0);
    expect(file.rebuiltAt).not.toBeNull();
    expect(file.builtAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is sent gzipped from the copy compressed once, and plain to a client that does not accept gzip', { timeout: 90_000 }, async () => {
    const url = `${site.url}/data/map-index`;
    const asked = (encoding: string) => new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(url, { headers: { ...newClient(), 'Accept-Encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    // Other test files write reports on the same emulators, so a trio of requests can straddle a
    // change and see two versions of the file: ask again until all three carry one version. While
    // the attack tests flood the emulators that can take longer than the usual ten seconds.
    // A version is the file without its `builtAt`: that is when the instance that answered last
    // brought its copy up to date (map-index-file-cache.ts), and the Functions emulator, like Cloud
    // Functions, may answer requests asked together from instances that did so at different moments.
    const trio = () => Promise.all([asked('gzip, deflate, br'), asked('identity'), asked('gzip')]);
    const text = ({ headers, body }: Awaited<ReturnType<typeof asked>>) =>
      (headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
    const builtAt = (answer: Awaited<ReturnType<typeof asked>>) => parseIndexFile(text(answer))?.builtAt;
    const version = (answer: Awaited<ReturnType<typeof asked>>) => text(answer).replace(/^\{"v":\d+,"builtAt":\d+,/u, '{');
    const answers = await eventually(trio, (seen) => new Set(seen.map(version)).size === 1, 75_000);
    expect(new Set(answers.map(version)).size, 'one version of the file in three answers asked together').toBe(1);
    expect(answers.map(builtAt).every((at) => typeof at === 'number')).toBe(true);
    const [zipped, plain, again] = answers;
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/iu);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The same kept bytes for every gzip client of one instance. (Not "smaller than plain": each
    // cell is deflated on its own, so this test's few dozen reports can come out a few bytes
    // longer; the bench measures the ratio on real sizes.)
    if (builtAt(again) === builtAt(zipped)) expect(again.body.equals(zipped.body)).toBe(true);
    if (builtAt(plain) === builtAt(zipped)) expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
  });

  it('is cached as firebase.json says (a minute in the browser, five at the CDN)', async () => {
    const response = await fetch(`${site.url}/data/map-index`, { headers: newClient() });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
  });

  // Correctness, not speed, is asked here (the trigger's latency has tests of its own): wait as long as the crowd test.
  it('is built once per version of the index: 304 to its ETag while unchanged, a new file after a change', { timeout: 120_000 }, async () => {
    const url = `${site.url}/data/map-index`;
    const first = await fetch(url, { headers: newClient() });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"mi1-/u);
    const body = await first.text();
    expect((await fetch(url, { headers: { ...newClient(), 'If-None-Match': etag! } })).status).toBe(304);
    const again = await fetch(url, { headers: newClient() });
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(body);

    // A new report (a cell written) must not be answered from the instance's copy.
    await putProblem('p-cached', base('p-cached'));
    const changed = await eventually(
      () => fetch(url, { headers: { ...newClient(), 'If-None-Match': etag! } }),
      (response) => response.status === 200,
      45_000,
    );
    expect(changed.status).toBe(200);
    const changedEtag = changed.headers.get('etag');
    expect(changedEtag).not.toBe(etag);
    expect(parseIndexFile(await changed.text())?.problems.some((p) => p.id === 'p-cached')).toBe(true);

    // A deletion rewrites its cell, or deletes the cell when it held nothing else: a change either way.
    await rest('DELETE', `${documents}/problems/p-cached`);
    const gone = await eventually(fetchIndex, (file) => !file.problems.some((p) => p.id === 'p-cached'), 45_000);
    expect(gone.problems.some((p) => p.id === 'p-cached')).toBe(false);
    expect((await fetch(url, { headers: { ...newClient(), 'If-None-Match': changedEtag! } })).status).toBe(200);
  });
});

describe('keeping the index in step', () => {
  it('follows a report created, confirmed, resolved, moved and deleted, in the file and in a live listener', async () => {
    const start = (await fetchIndex()).builtAt;
    const heard: MapChange[] = [];
    const stop = backend.watchMapChanges(start, { next: (changes) => heard.push(...changes) });
    const find = async () => (await fetchIndex()).problems.find((p) => p.id === 'p-live');
    try {
      await putProblem('p-live', base('p-live'));
      expect(await eventually(find, (p) => p !== undefined)).toMatchObject({ id: 'p-live', status: 'Active' });

      // A vote changes nothing the map shows: the entry carries no voter (no change is written).
      await putProblem('p-live', base('p-live', { confirmedBy: { 'u-bob': { timestamp: '2026-11-04T08:00:00Z' } } }));

      await putProblem('p-live', base('p-live', { status: 'Resolved', resolvedAt: '2026-11-05T08:00:00Z' }));
      expect(await eventually(find, (p) => p?.status === 'Resolved')).toMatchObject({ resolvedAt: Date.parse('2026-11-05T08:00:00Z') });

      await putProblem('p-live', base('p-live', { status: 'Resolved', coordinates: { latitude: -33.92, longitude: 18.42 } }));
      expect((await eventually(find, (p) => p?.coordinates?.latitude === -33.92))?.coordinates).toEqual({ latitude: -33.92, longitude: 18.42 });

      await rest('DELETE', `${documents}/problems/p-live`);
      expect(await eventually(find, (p) => p === undefined)).toBeUndefined();

      // The listener heard each step, ending with the deletion.
      await eventually(async () => heard, (all) => all.some((c) => c.id === 'p-live' && c.problem === null));
      expect(heard.filter((c) => c.id === 'p-live').at(-1)).toMatchObject({ problem: null });
      expect(heard.some((c) => c.problem?.status === 'Resolved')).toBe(true);
    } finally {
      stop();
    }
  });

  it('writes nothing when only text changes (a description edit reads as no change)', async () => {
    const before = await readCells();
    await putProblem('p-2', { ...base('p-2', { type: 'Water Leak', status: 'Resolved', resolvedAt: '2026-11-06T08:00:00Z' }), description: 'Edited text' });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await readCells()).toEqual(before);
  });

  it('keeps every one of 50 reports written at once to the same cell', { timeout: 60_000 }, async () => {
    const cell = cellOf('p-1');
    const ids: string[] = [];
    for (let n = 0; ids.length < 50; n += 1) if (cellOf(`p-crowd-${n}`) === cell) ids.push(`p-crowd-${n}`);
    // Fifty reporters: one account's 21st report in an hour is quarantined by the report guard.
    await Promise.all(ids.map((id) => putProblem(id, base(id, { reportedByUserId: `u-${id}` }))));
    // Correctness, not speed, is asked here: the transactions on one cell queue behind each other.
    const file = await eventually(fetchIndex, (f) => ids.every((id) => f.problems.some((p) => p.id === id)), 45_000);
    expect(ids.filter((id) => !file.problems.some((p) => p.id === id))).toEqual([]);
    expect(file.problems.some((p) => p.id === 'p-1')).toBe(true);
  });

  it('keeps a report whose type is far too long (written past the rules), its type cut', async () => {
    const huge = 'x'.repeat(20_000);
    await putProblem('p-huge', base('p-huge', { type: huge }));
    const file = await eventually(fetchIndex, (f) => f.problems.some((p) => p.id === 'p-huge'));
    expect(file.skipped).toBe(0);
    expect(file.problems.find((p) => p.id === 'p-huge')?.type).toBe('x'.repeat(MAX_ENTRY_TYPE_CHARS));
  });

  it('rebuilds from scratch to exactly the index the trigger kept step by step', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2000)); // let the last triggers finish
    const incremental = await readCells();
    const { rebuildProjectMapIndex } = (await import(path.join(root, 'functions/lib/map-index-admin.js'))) as {
      rebuildProjectMapIndex: (projectId: string) => Promise<{ reports: number; skipped: number }>;
    };
    const summary = await rebuildProjectMapIndex('demo-mzansi-fix');
    expect(summary.skipped).toBe(0);
    expect(await readCells()).toEqual(incremental);
  });
});
