// The Cloud Functions in functions/ running in the Functions emulator: publicProfiles/{uid}
// follows users/{uid} and its adRewards as day totals (and disappears with the user) and is
// not rewritten when nothing public changed, reportsCount follows the user's problems and
// is counted when a user document arrives after its reports, and what the function writes is exactly what the
// seeding script writes for the same data. Writes go through the REST API with admin
// rights ("Bearer owner"), as the mobile app's server side or the console would.
import { beforeAll, describe, expect, it } from 'vitest';
import { seed } from './emulator-backend';

const PROJECT = 'demo-mzansi-fix';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const docs = `http://${firestoreHost}/v1/projects/${PROJECT}/databases/(default)/documents`;
const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
/** Triggers run in another process; the first run also loads the function code. */
const TRIGGER_TIMEOUT_MS = 30_000;

type Fields = Record<string, unknown>;

async function read(path: string): Promise<Fields | null> {
  const response = await fetch(`${docs}/${path}`, { headers: owner });
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return ((await response.json()) as { fields?: Fields }).fields ?? {};
}

/** Sets the given fields of a document (creating it if needed), leaving its other fields alone. */
async function patch(path: string, fields: Fields): Promise<void> {
  const mask = Object.keys(fields).map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`).join('&');
  const response = await fetch(`${docs}/${path}?${mask}`, { method: 'PATCH', headers: owner, body: JSON.stringify({ fields }) });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function remove(path: string): Promise<void> {
  const response = await fetch(`${docs}/${path}`, { method: 'DELETE', headers: owner });
  expect(response.status).toBe(200);
}

/** Polls `path` until `done` accepts what is there (null: no document). */
async function eventually(path: string, done: (fields: Fields | null) => boolean): Promise<Fields | null> {
  const deadline = Date.now() + TRIGGER_TIMEOUT_MS;
  let last: Fields | null = null;
  while (Date.now() < deadline) {
    last = await read(path);
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path} never reached the expected state; last seen: ${JSON.stringify(last)}`);
}

const str = (value: string) => ({ stringValue: value });
const int = (value: number) => ({ integerValue: String(value) });
const bool = (value: boolean) => ({ booleanValue: value });
const time = (iso: string) => ({ timestampValue: iso });
/** The stored name: its text, null when the projection stores none, undefined when the field is missing. */
const nameOf = (fields: Fields | null) => {
  const value = fields?.displayName as { stringValue?: string; nullValue?: null } | undefined;
  return value && 'nullValue' in value ? null : value?.stringValue;
};
const countOf = (fields: Fields | null) => (fields?.reportsCount as { integerValue?: string } | undefined)?.integerValue;

const fixture = {
  users: [
    { id: 'u-nick', email: 'nomsa@example.org', realName: 'Nomsa Zulu', nickname: 'RoadWatcher', useNickname: true, reportsCount: 4,
      lastActive: '2026-11-20T08:15:00Z',
      adRewards: [
        { id: 'r1', points: 10, timestamp: '2026-11-19T10:00:00Z', adUnit: 'private-unit' },
        { id: 'r2', points: 2.5, timestamp: '2026-11-19T12:00:00.250+02:00' },
        { id: 'r3', points: 1, timestamp: 'not a date' },
      ] },
    { id: 'u-email-only', email: 'lerato.k@example.org', reportsCount: 2 },
    { id: 'u-email-name', email: 'pieter@example.org', displayName: 'pieter@example.org', isAnonymous: false },
    { id: 'u-anon', isAnonymous: true, reportsCount: 1 },
    { id: 'u-bad', reportsCount: 'many', realName: 7, adRewards: 'lots' },
  ],
  problems: [
    { id: 'p-1', type: 'Pothole', status: 'Active', reportedByUserId: 'u-anon', createdAt: '2026-11-20T07:30:00Z' },
  ],
};

beforeAll(async () => {
  await seed(fixture);
});

describe('the publicProfiles projection', () => {
  it('is written by the function exactly as the seeding script wrote it, for every kind of user', async () => {
    for (const { id } of fixture.users) {
      const seeded = await read(`publicProfiles/${id}`);
      expect(seeded, id).not.toBeNull();
      await remove(`publicProfiles/${id}`);
      // Any write to the user document makes the function rebuild the projection.
      await patch(`users/${id}`, { lastSeenBy: str('integration test') });
      expect(await eventually(`publicProfiles/${id}`, (fields) => fields !== null), id).toEqual(seeded);
    }
  });

  it('holds only the public name, the counts and reward points and counts per day: no email, no time, no other field', async () => {
    const day = (date: string, points: Fields, count: number) => ({
      mapValue: { fields: { day: str(date), points, count: int(count) } },
    });
    expect(await read('publicProfiles/u-nick')).toEqual({
      displayName: str('RoadWatcher'),
      reportsCount: int(4),
      isAnonymous: bool(false),
      // r1 and r2 fall on the same SA day; r3 has no readable time and belongs to no day.
      adRewardDays: { arrayValue: { values: [day('2026-11-19', { doubleValue: 12.5 }, 2)] } },
    });
    expect(nameOf(await read('publicProfiles/u-email-only'))).toBeNull();
    expect(nameOf(await read('publicProfiles/u-email-name'))).toBeNull();
    expect(nameOf(await read('publicProfiles/u-anon'))).toBeNull();
    expect(await read('publicProfiles/u-bad')).toMatchObject({ displayName: str('7'), reportsCount: int(0), adRewardDays: { arrayValue: {} } });
  });

  it('follows a change of name, and never takes up an email', async () => {
    await patch('users/u-nick', { useNickname: bool(false) });
    await eventually('publicProfiles/u-nick', (fields) => nameOf(fields) === 'Nomsa Zulu');
    await patch('users/u-email-only', { realName: str('Lerato Khumalo') });
    await eventually('publicProfiles/u-email-only', (fields) => nameOf(fields) === 'Lerato Khumalo');
    await patch('users/u-email-only', { realName: str('lerato.k'), displayName: str('lerato.k@example.org') });
    await eventually('publicProfiles/u-email-only', (fields) => nameOf(fields) === null);
  });

  it('follows new and removed ad rewards, re-adding only the day each one touched', async () => {
    await patch('users/u-anon/adRewards/new', { points: int(7), timestamp: time('2026-11-21T09:00:00Z') });
    const withReward = await eventually('publicProfiles/u-anon', (fields) => JSON.stringify(fields?.adRewardDays).includes('2026-11-21'));
    expect(withReward?.adRewardDays).toEqual({
      arrayValue: { values: [{ mapValue: { fields: { day: str('2026-11-21'), points: int(7), count: int(1) } } }] },
    });
    // Moved to another day: the old day empties, the new one fills.
    await patch('users/u-anon/adRewards/new', { timestamp: time('2026-11-22T23:30:00Z') });
    await eventually('publicProfiles/u-anon', (fields) => JSON.stringify(fields?.adRewardDays) === JSON.stringify({
      arrayValue: { values: [{ mapValue: { fields: { day: str('2026-11-23'), points: int(7), count: int(1) } } }] },
    }));
    await remove('users/u-anon/adRewards/new');
    await eventually('publicProfiles/u-anon', (fields) => JSON.stringify(fields?.adRewardDays) === '{"arrayValue":{}}');
  });

  it('is not rewritten when nothing public changed (a lastActive update)', async () => {
    const updateTime = async () => ((await (await fetch(`${docs}/publicProfiles/u-nick`, { headers: owner })).json()) as { updateTime: string }).updateTime;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 4_000)); // time for the trigger to run
    await patch('users/u-nick', { lastActive: time('2026-11-23T06:00:00Z') });
    await settle();
    const before = await updateTime();
    await patch('users/u-nick', { lastActive: time('2026-11-23T07:00:00Z') });
    await settle();
    expect(await updateTime()).toBe(before);
  });

  it('disappears when the user document is deleted', async () => {
    await remove('users/u-email-name');
    await eventually('publicProfiles/u-email-name', (fields) => fields === null);
  });
});

describe('reportsCount', () => {
  it('is recounted from the problems when one is reported or removed, and the projection follows', async () => {
    // Seeded as 1 with one problem; two more reports make 3.
    await patch('problems/p-2', { type: str('Pothole'), status: str('Active'), reportedByUserId: str('u-anon') });
    await patch('problems/p-3', { type: str('Water Leak'), status: str('Active'), reportedByUserId: str('u-anon') });
    await eventually('users/u-anon', (fields) => countOf(fields) === '3');
    await eventually('publicProfiles/u-anon', (fields) => countOf(fields) === '3');
    await remove('problems/p-2');
    await eventually('users/u-anon', (fields) => countOf(fields) === '2');
  });

  it('is counted when a user document is created after its reports', async () => {
    await patch('problems/p-late-1', { type: str('Pothole'), status: str('Active'), reportedByUserId: str('u-late') });
    await patch('problems/p-late-2', { type: str('Pothole'), status: str('Active'), reportedByUserId: str('u-late') });
    await patch('users/u-late', { realName: str('Late Comer') });
    await eventually('users/u-late', (fields) => countOf(fields) === '2');
    await eventually('publicProfiles/u-late', (fields) => countOf(fields) === '2');
  });

  it('moves with a report handed to another user', async () => {
    await patch('problems/p-3', { reportedByUserId: str('u-email-only') });
    await eventually('users/u-anon', (fields) => countOf(fields) === '1');
    await eventually('users/u-email-only', (fields) => countOf(fields) === '1');
  });
});
