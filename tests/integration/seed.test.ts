// scripts/lib/seed.mjs against the real emulators: every rule of the seed format (docs/data-model.md §8), checked by
// reading the raw Firestore REST documents back (the SDK would hide integer vs double and
// how a value was stored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedEmulators, type SeedResult } from '../../scripts/lib/seed.mjs';

const PROJECT = 'demo-mzansi-fix';

function host(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through npm run test:integration`);
  return value;
}
const firestoreHost = host('FIRESTORE_EMULATOR_HOST');
const authHost = host('FIREBASE_AUTH_EMULATOR_HOST');
const docsUrl = `http://${firestoreHost}/v1/projects/${PROJECT}/databases/(default)/documents`;

type Fields = Record<string, Record<string, unknown>>;

/** The raw REST fields of a document, or null if it does not exist. */
async function getDoc(docPath: string): Promise<Fields | null> {
  const res = await fetch(`${docsUrl}/${docPath}`, { headers: { authorization: 'Bearer owner' } });
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  return ((await res.json()) as { fields?: Fields }).fields ?? {};
}

async function listIds(collectionPath: string): Promise<string[]> {
  const res = await fetch(`${docsUrl}/${collectionPath}?pageSize=300`, { headers: { authorization: 'Bearer owner' } });
  const body = (await res.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((d) => d.name.split('/').pop()!).sort();
}

async function signIn(email: string, password: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function seedInline(data: unknown, { hubHost }: { hubHost?: string } = {}): Promise<{ result: SeedResult; logs: string[] }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-')), 'seed.json');
  fs.writeFileSync(file, JSON.stringify(data));
  const logs: string[] = [];
  const result = await seedEmulators({ file, firestoreHost, authHost, ...(hubHost ? { hubHost } : {}), log: (m) => logs.push(m) });
  return { result, logs };
}

const map = (fields: Record<string, unknown>) => ({ mapValue: { fields } });
const ts = (iso: string) => ({ timestampValue: iso });
const str = (s: string) => ({ stringValue: s });

const fixture = {
  accounts: [
    { uid: 'u-thandi', email: 'thandi@example.org', password: 'correct-horse-1', displayName: 'Thandi Mokoena' },
    { uid: 'u-sipho', email: 'sipho@example.org', password: 'sipho-pass-2' },
  ],
  users: [
    { id: 'u-thandi', nickname: 'PotholeQueen', reportsCount: 7, lastActive: '2026-11-20T08:15:00Z',
      adRewards: [
        { id: 'r1', points: 10, timestamp: '2026-11-19T10:00:00Z' },
        { id: 'r2', points: 5, timestamp: '2026-11-19T12:00:00.250+02:00' },
        { id: 'r3', points: 1, timestamp: 'yesterday' },
      ] },
    { id: 'u-sipho', lastActive: 1732000000, adRewards: [] },
  ],
  problems: [
    { id: 'p-001', type: 'Pothole', status: 'Active',
      coordinates: { latitude: -26.2041, longitude: 28 },
      createdAt: '2026-11-20T07:30:00Z', resolvedAt: null, confirmations: 2, rating: 4.5,
      confirmedBy: { 'u-sipho': { timestamp: '2026-11-20T09:00:00+02:00' } },
      deniedBy: {},
      history: [{ status: 'Active', timestamp: '2026-11-20T07:30:00.123456Z' }],
      note: '2026-11-20T07:30:00Z', // not a timestamp key: stays a string
      photos: [{ url: '/demo/photos/pothole-1.jpg' }],
      municipalReference: 'JHB-2026-0042' },
    { id: 'p-002', type: 'Water Leak', status: 'Resolved', createdAt: '2026-11-18T10:00:00Z',
      resolvedAt: '2026-11-19', // a date without a time is not a date-time
      municipalRefNumber: 'JHB-2026-0043' },
    // Malformed on purpose: stored exactly as given.
    { id: 'p-bad', type: 42, status: null, createdAt: 'not a date', resolvedAt: '2026-02-30T10:00:00Z',
      coordinates: { latitude: '-26.1', longitude: 28 }, confirmations: 'three' },
    'not an object',
    { type: 'Pothole', description: 'no id' },
  ],
};

describe('seedEmulators', () => {
  let first: { result: SeedResult; logs: string[] };
  beforeAll(async () => {
    first = await seedInline(fixture);
  });

  it('reports what it wrote and logs a summary with the elapsed time', () => {
    expect(first.result).toMatchObject({ accounts: 2, users: 2, adRewards: 3, problems: 4, publicProfiles: 2 });
    // The four reports land in one to four of the index's cells, by the hash of their ids.
    expect(first.result.mapIndexCells).toBeGreaterThanOrEqual(1);
    expect(first.result.mapIndexCells).toBeLessThanOrEqual(4);
    expect(first.logs.at(-1)).toMatch(
      new RegExp(`2 accounts, 2 users, 3 adRewards, 4 problems, 2 publicProfiles, map index of 4 reports in ${first.result.mapIndexCells} cells \\(0 left out\\) in \\d+\\.\\d s`, 'u'),
    );
    expect(first.logs.join('\n')).toMatch(/problems\[3\] is not an object/);
  });

  it('uses id as the document id and copies every other key as is', async () => {
    const p = await getDoc('problems/p-001');
    expect(p).not.toBeNull();
    expect(p!.id).toBeUndefined();
    expect(p!.type).toEqual(str('Pothole'));
    expect(p!.confirmations).toEqual({ integerValue: '2' });
    expect(p!.rating).toEqual({ doubleValue: 4.5 });
    expect(p!.resolvedAt).toEqual({ nullValue: null });
    expect(p!.deniedBy).toEqual({ mapValue: {} });
    expect(p!.photos).toEqual({ arrayValue: { values: [map({ url: str('/demo/photos/pothole-1.jpg') })] } });
    expect(p!.municipalReference).toEqual(str('JHB-2026-0042'));
    expect((await getDoc('problems/p-002'))!.municipalRefNumber).toEqual(str('JHB-2026-0043'));
  });

  it('stores ISO date-times under the timestamp keys as Timestamps, at any depth', async () => {
    const p = await getDoc('problems/p-001');
    expect(p!.createdAt).toEqual(ts('2026-11-20T07:30:00Z'));
    expect(p!.confirmedBy).toEqual(map({ 'u-sipho': map({ timestamp: ts('2026-11-20T07:00:00Z') }) }));
    expect(p!.history).toEqual({
      arrayValue: { values: [map({ status: str('Active'), timestamp: ts('2026-11-20T07:30:00.123456Z') })] },
    });
    expect((await getDoc('problems/p-002'))!.createdAt).toEqual(ts('2026-11-18T10:00:00Z'));
    expect((await getDoc('users/u-thandi'))!.lastActive).toEqual(ts('2026-11-20T08:15:00Z'));
    expect((await getDoc('users/u-thandi/adRewards/r1'))!.timestamp).toEqual(ts('2026-11-19T10:00:00Z'));
    expect((await getDoc('users/u-thandi/adRewards/r2'))!.timestamp).toEqual(ts('2026-11-19T10:00:00.250Z'));
  });

  it('leaves anything else under those keys, and ISO strings under other keys, as it is', async () => {
    expect((await getDoc('problems/p-001'))!.note).toEqual(str('2026-11-20T07:30:00Z'));
    expect((await getDoc('problems/p-002'))!.resolvedAt).toEqual(str('2026-11-19'));
    const bad = await getDoc('problems/p-bad');
    expect(bad!.createdAt).toEqual(str('not a date'));
    expect(bad!.resolvedAt).toEqual(str('2026-02-30T10:00:00Z'));
    expect((await getDoc('users/u-sipho'))!.lastActive).toEqual({ integerValue: '1732000000' });
    expect((await getDoc('users/u-thandi/adRewards/r3'))!.timestamp).toEqual(str('yesterday'));
  });

  it('stores numeric coordinates as a map of two doubles, anything else as it is', async () => {
    expect((await getDoc('problems/p-001'))!.coordinates).toEqual(
      map({ latitude: { doubleValue: -26.2041 }, longitude: { doubleValue: 28 } }),
    );
    const bad = await getDoc('problems/p-bad');
    expect(bad).toEqual({
      type: { integerValue: '42' },
      status: { nullValue: null },
      createdAt: str('not a date'),
      resolvedAt: str('2026-02-30T10:00:00Z'),
      coordinates: map({ latitude: str('-26.1'), longitude: { integerValue: '28' } }),
      confirmations: str('three'),
      reportedBy: str('Unknown User'), // not the file's: the report guard's name for a report without a reporter
    });
  });

  it('skips non-objects and gives records without an id a deterministic one', async () => {
    expect(await listIds('problems')).toEqual(['p-001', 'p-002', 'p-bad', 'seed-problem-4']);
    expect((await getDoc('problems/seed-problem-4'))!.description).toEqual(str('no id'));
  });

  it('turns users[i].adRewards into a subcollection keyed by the reward id', async () => {
    const user = await getDoc('users/u-thandi');
    expect(user).toEqual({ nickname: str('PotholeQueen'), reportsCount: { integerValue: '7' }, lastActive: ts('2026-11-20T08:15:00Z') });
    expect(await listIds('users/u-thandi/adRewards')).toEqual(['r1', 'r2', 'r3']);
    expect(await getDoc('users/u-thandi/adRewards/r1')).toEqual({ points: { integerValue: '10' }, timestamp: ts('2026-11-19T10:00:00Z') });
    expect(await listIds('users/u-sipho/adRewards')).toEqual([]);
  });

  it('writes each user\'s public projection by the Cloud Function\'s rule: no email, rewards as points and counts per day', async () => {
    expect(await listIds('publicProfiles')).toEqual(['u-sipho', 'u-thandi']);
    expect(await getDoc('publicProfiles/u-thandi')).toEqual({
      displayName: { nullValue: null }, // nickname not chosen (useNickname unset), no other name: none stored (the site says "User")
      reportsCount: { integerValue: '7' },
      isAnonymous: { booleanValue: false },
      // Two rewards on the 19th (SA time); the one without a readable time belongs to no day.
      adRewardDays: {
        arrayValue: { values: [map({ day: str('2026-11-19'), points: { integerValue: '15' }, count: { integerValue: '2' } })] },
      },
    });
    expect((await getDoc('publicProfiles/u-sipho'))!.adRewardDays).toEqual({ arrayValue: {} });
  });

  it('creates accounts that sign in with their password, and rejects a wrong one like production', async () => {
    const ok = await signIn('thandi@example.org', 'correct-horse-1');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ localId: 'u-thandi', email: 'thandi@example.org' });
    // The emulator's sign-in answer leaves displayName out; the account record has it.
    const lookup = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: ok.body.idToken }),
    });
    expect(await lookup.json()).toMatchObject({ users: [{ localId: 'u-thandi', displayName: 'Thandi Mokoena' }] });
    expect((await signIn('sipho@example.org', 'sipho-pass-2')).body.localId).toBe('u-sipho');
    const wrong = await signIn('thandi@example.org', 'wrong-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { message: 'INVALID_LOGIN_CREDENTIALS' } });
  });

  it('replaces all data: a second seed removes the documents and accounts of the first', async () => {
    const { result } = await seedInline({
      accounts: [{ uid: 'u-new', email: 'new@example.org', password: 'new-pass-1' }],
      problems: [{ id: 'p-new', type: 'Sewage' }],
    });
    expect(result).toMatchObject({ accounts: 1, users: 0, adRewards: 0, problems: 1 });
    expect(await listIds('problems')).toEqual(['p-new']);
    expect(await listIds('users')).toEqual([]);
    expect(await listIds('publicProfiles')).toEqual([]);
    expect(await getDoc('users/u-thandi/adRewards/r1')).toBeNull();
    expect((await signIn('thandi@example.org', 'correct-horse-1')).status).toBe(400);
    expect((await signIn('new@example.org', 'new-pass-1')).body.localId).toBe('u-new');
  });

  it('fails clearly, before wiping anything, when the file is missing or not JSON', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    await expect(seedEmulators({ file: path.join(dir, 'missing.json'), firestoreHost, authHost, log: () => {} }))
      .rejects.toThrow(/Seed file not found/);
    fs.writeFileSync(path.join(dir, 'bad.json'), '{"problems": [');
    await expect(seedEmulators({ file: path.join(dir, 'bad.json'), firestoreHost, authHost, log: () => {} }))
      .rejects.toThrow(/not valid JSON/);
    expect(await listIds('problems')).toEqual(['p-new']);
  });

  it("stores everyone else's leaderboard stats, and says so, when one user's outgrow a document", async () => {
    // 450 reports on as many days, each confirmed the next day by the same 100 users: their reporter's
    // stats hold 45,000 (confirmer, day pair) entries, past the 1 MiB a Firestore document may hold.
    const voters = Array.from({ length: 100 }, (_, i) => `u-voter-${i}`);
    const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString();
    const problems = Array.from({ length: 450 }, (_, i) => ({
      id: `p-busy-${i}`, reportedByUserId: 'u-busy', type: 'Pothole', status: 'Active', createdAt: day(i),
      confirmedBy: Object.fromEntries(voters.map((uid) => [uid, { timestamp: day(i + 1) }])),
    }));
    // With the hub, as `npm start` seeds: the triggers pause (or each of 450 writes would update the same stats).
    const { result, logs } = await seedInline({ users: [{ id: 'u-busy' }, ...voters.map((id) => ({ id }))], problems }, { hubHost: host('FIREBASE_EMULATOR_HUB') });
    expect(result.problems).toBe(450);
    expect(logs).toContainEqual(expect.stringMatching(/^seed: Firestore refused 1 leaderboard stats documents, left out \(first: contributorStats\/u-busy: /u));
    expect(logs).toContainEqual('seed: leaderboard stats of 101 users from 450 problems');
    expect(await getDoc('contributorStats/u-busy')).toBeNull();
    // A voter's own stats: a confirmation on each of the 450 days after a report.
    const voter = await getDoc('contributorStats/u-voter-7');
    expect(Object.keys((voter?.days?.mapValue as { fields: Fields }).fields)).toHaveLength(450);
  }, 120_000);
});
