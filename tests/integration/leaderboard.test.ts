// The leaderboard served by the Cloud Functions (functions/src/leaderboard.ts) from the stats
// their trigger keeps (functions/src/contributor-stats.ts), on the real Firestore and Functions
// emulators, through the site server's /data/leaderboard rewrite: for every range asked, the
// answer equals the spec's formula (src/domain/scoring.ts) over the full list of reports and
// rewards; reports and votes written afterwards, through the trigger, keep it so; the trigger
// run again changes nothing; no uid leaves the server; clients cannot read the stats.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeValue, seedEmulators } from '../../scripts/lib/seed.mjs';
import { serveSite } from '../../scripts/lib/site-server.mjs';
import { LEADERBOARD_USERS } from '../../src/domain/constants';
import { customRange, type DateRange } from '../../src/domain/date-range';
import { leaderboardUrl } from '../../src/domain/leaderboard-query';
import type { LeaderboardRow } from '../../src/domain/leaderboard-stats';
import { parseProblem } from '../../src/domain/parse-problem';
import { rewardDaysOf } from '../../src/domain/reward-days';
import { scoreContributors } from '../../src/domain/scoring';
import { newClient } from './client-address';

const root = path.resolve(import.meta.dirname, '../..');
const PROJECT = 'demo-mzansi-fix';
const documents = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const TRIGGER_TIMEOUT_MS = 20_000;

type Raw = Record<string, unknown> & { id: string };
const vote = (iso: string) => ({ timestamp: iso });

const users = [
  { id: 'u-ann', realName: 'Ann Botha', reportsCount: 3 },
  { id: 'u-bob', realName: 'Bob Dlamini', reportsCount: 1, adRewards: [{ id: 'a1', points: 10, timestamp: '2026-11-02T09:00:00Z' }, { id: 'a2', points: 5, timestamp: '2026-11-09T09:00:00Z' }] },
  { id: 'u-cat', nickname: 'Cat', useNickname: true, reportsCount: 2 },
  { id: 'u-dan', isAnonymous: true, reportsCount: 0 },
];
const problems: Raw[] = [
  { id: 'p-1', reportedByUserId: 'u-ann', status: 'Resolved', createdAt: '2026-11-01T08:00:00Z',
    confirmedBy: { 'u-bob': vote('2026-11-02T08:00:00Z'), 'u-cat': vote('2026-11-03T21:59:59Z'), 'u-ann': vote('2026-11-02T10:00:00Z') },
    deniedBy: { 'u-dan': vote('2026-11-04T08:00:00Z') } },
  { id: 'p-2', reportedByUserId: 'u-ann', status: 'Active', createdAt: '2026-11-05T08:00:00Z', confirmedBy: { 'u-bob': vote('2026-11-06T08:00:00Z') } },
  { id: 'p-3', reportedByUserId: 'u-ann', status: 'In Progress', createdAt: 'not a date', confirmedBy: { 'u-cat': vote('2026-11-07T08:00:00Z') } },
  { id: 'p-4', reportedByUserId: 'u-bob', status: 'Resolved', createdAt: '2026-11-03T22:00:00Z', confirmedBy: { 'u-ann': vote('2026-11-04T08:00:00Z') } },
  { id: 'p-5', status: 'Active', createdAt: '2026-11-04T08:00:00Z', confirmedBy: { 'u-cat': vote('2026-11-04T09:00:00Z') } },
  { id: 'p-6', reportedByUserId: 'u-cat', status: 'Active', createdAt: '2026-11-08T08:00:00Z', confirmedBy: ['u-ann'], deniedBy: { 'u-bob': 'whenever' } },
  { id: 'p-7', reportedByUserId: 'u-cat', status: 'Active', createdAt: '2026-11-09T08:00:00Z' },
];

const RANGES: DateRange[] = [
  customRange(null, null),
  customRange('2026-11-01', '2026-11-03'),
  customRange('2026-11-04', '2026-11-04'),
  customRange('2026-11-02', '2026-11-09'),
  customRange('2026-11-09', '2026-11-01'),
];

let site: { url: string; close(): Promise<void> };

/** The formula over the reports as they now are, for the top users as Firestore orders them. */
function expectedBoard(current: readonly Raw[], range: DateRange, counts: ReadonlyMap<string, number>) {
  const parsed = current.flatMap((raw) => {
    const result = parseProblem(raw.id, raw);
    return result.ok ? [result.value] : [];
  });
  // orderBy('reportsCount', 'desc') breaks ties by document id, also descending.
  const top = users
    .map((user) => user.id)
    .sort((a, b) => counts.get(b)! - counts.get(a)! || (a < b ? 1 : -1))
    .slice(0, LEADERBOARD_USERS);
  const rewards = new Map(users.map((user) => [user.id, rewardDaysOf((user.adRewards ?? []).map((reward) => ({ points: reward.points, timestamp: Date.parse(reward.timestamp) })))]));
  return scoreContributors(top, parsed, rewards, range).map(({ uid: _, ...figures }) => figures);
}

async function board(range: DateRange): Promise<{ status: number; body: string; rows: LeaderboardRow[] }> {
  const response = await fetch(`${site.url}${leaderboardUrl(range)}`, { headers: newClient() });
  const body = await response.text();
  return { status: response.status, body, rows: response.ok ? (JSON.parse(body) as { rows: LeaderboardRow[] }).rows : [] };
}

const figuresOf = (rows: readonly LeaderboardRow[]) => rows.map(({ displayName: _, isAnonymous: __, ...figures }) => figures);

async function expectBoardsToFollow(current: readonly Raw[], counts: ReadonlyMap<string, number>): Promise<void> {
  const expected = RANGES.map((range) => expectedBoard(current, range, counts));
  const answers = async () => {
    const seen = [];
    // One at a time: the Functions emulator failed to start a cold function asked five times at once.
    for (const range of RANGES) seen.push(figuresOf((await board(range)).rows));
    return seen;
  };
  // Compared as toEqual compares (a field left undefined is no field): the boards' JSON never
  // equalled the expected JSON, key for key, so a loop on that waited its whole 20 s every time.
  await expect.poll(answers, { timeout: TRIGGER_TIMEOUT_MS, interval: 250 }).toEqual(expected);
}

async function write(raw: Raw): Promise<void> {
  const { id, ...fields } = raw;
  const body = { fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, encodeValue(value, key)])) };
  const response = await fetch(`${documents}/problems/${id}`, { method: 'PATCH', headers: OWNER, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
}

const trueCounts = (current: readonly Raw[]) => new Map(users.map((user) => [user.id, current.filter((raw) => raw.reportedByUserId === user.id).length]));

beforeAll(async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leaderboard-seed-')), 'seed.json');
  fs.writeFileSync(file, JSON.stringify({ users, problems }));
  await seedEmulators({ file, hubHost: process.env.FIREBASE_EMULATOR_HUB ?? null, log: () => {} });
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'leaderboard-site-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  site = await serveSite({ root, dist, port: 0, emulators: { functions: process.env.FUNCTIONS_EMULATOR_HOST } });
  // The function's first answer starts its worker (seconds on a loaded machine).
  await fetch(`${site.url}/data/leaderboard`, { headers: newClient() });
});

afterAll(async () => {
  await site?.close();
});

describe('/data/leaderboard', () => {
  it('answers the formula for every range from the seeded stats, with public names and no uid', { timeout: 60_000 }, async () => {
    const seededCounts = new Map(users.map((user) => [user.id, user.reportsCount]));
    await expectBoardsToFollow(problems, seededCounts);
    const answer = await board(RANGES[0]!);
    expect(answer.rows.map((row) => row.displayName)).toContain('Cat');
    expect(answer.body).not.toMatch(/u-(ann|bob|cat|dan)/u);
    const response = await fetch(`${site.url}/data/leaderboard?from=2026-11-01&to=2026-11-03`, { headers: newClient() });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(await response.json()).toMatchObject({ from: '2026-11-01', to: '2026-11-03' });
  });

  it('follows reports and votes written through the trigger, and a deletion', { timeout: 60_000 }, async () => {
    const current = problems.map((raw) => ({ ...raw }));
    const added: Raw = { id: 'p-8', reportedByUserId: 'u-dan', status: 'Active', createdAt: '2026-11-02T07:00:00Z' };
    await write(added);
    current.push(added);
    const voted: Raw = { ...added, confirmedBy: { 'u-ann': vote('2026-11-02T09:00:00Z'), 'u-bob': vote('2026-11-03T09:00:00Z') }, deniedBy: { 'u-cat': vote('2026-11-02T10:00:00Z') } };
    await write(voted);
    current[current.length - 1] = voted;
    const resolved: Raw = { ...current[0]!, status: 'Active', confirmedBy: { 'u-bob': vote('2026-11-02T08:00:00Z') } };
    await write(resolved);
    current[0] = resolved;
    const response = await fetch(`${documents}/problems/p-2`, { method: 'DELETE', headers: OWNER });
    expect(response.status).toBe(200);
    current.splice(current.findIndex((raw) => raw.id === 'p-2'), 1);
    await expectBoardsToFollow(current, trueCounts(current));
  });

  it('does not count twice when the trigger runs again, and a rebuild from scratch agrees', { timeout: 60_000 }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 2000)); // let the last triggers finish
    const boards = async () => {
      const seen = [];
      for (const range of RANGES) seen.push(await board(range));
      return seen;
    };
    const before = await boards();
    const admin = (await import(path.join(root, 'functions/lib/contributor-stats-admin.js'))) as {
      recordProjectContribution: (projectId: string, id: string) => Promise<boolean>;
      rebuildProjectContributorStats: (projectId: string) => Promise<{ reports: number; users: number }>;
    };
    for (const id of ['p-1', 'p-2', 'p-3', 'p-4', 'p-5', 'p-6', 'p-7', 'p-8']) {
      expect(await admin.recordProjectContribution(PROJECT, id), id).toBe(false);
    }
    await admin.rebuildProjectContributorStats(PROJECT);
    const after = await boards();
    expect(after.map((answer) => answer.rows)).toEqual(before.map((answer) => answer.rows));
  });

  it.each([
    ['?from=2026-11-01', /both "from" and "to"/u],
    ['?from=2026-02-30&to=2026-03-01', /"from" must be a real day/u],
    ['?from=2026-11-01&to=2026-11-02&to=2026-11-03', /both "from" and "to"/u],
  ])('answers %s with 400 and what to send', async (query, message) => {
    const response = await fetch(`${site.url}/data/leaderboard${query}`, { headers: newClient() });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('keeps the stats from every client: no read, no write', async () => {
    const signUp = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    });
    const { idToken } = (await signUp.json()) as { idToken: string };
    for (const headers of [{}, { Authorization: `Bearer ${idToken}` }] as Record<string, string>[]) {
      for (const doc of ['contributorStats/u-ann', 'reportContributions/p-1']) {
        expect((await fetch(`${documents}/${doc}`, { headers })).status, doc).toBe(403);
      }
      const list = await fetch(`${documents}/contributorStats`, { headers });
      expect(list.status).toBe(403);
    }
  });
});
