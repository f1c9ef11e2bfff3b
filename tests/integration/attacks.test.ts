// Issue 13's attack suite: a hostile signed-in client ("mallory") against the real
// emulators tries every attack the security review named, one test each, and each
// is refused by firestore.rules or undone by a Cloud Function (functions/src).
// The README's "Privacy and security" section lists them with what stops each.
//
// Rules-only attacks run in a project of their own (no triggers there); the ones a
// function stops run in the Functions emulator's project and wait for the trigger.
import fs from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION_CHARS, MAX_REPORTED_BY_CHARS, MAX_STREET_ADDRESS_CHARS } from '../../src/domain/report-limits';
import { firestoreDocumentBytes } from './document-size';

type Db = ReturnType<RulesTestContext['firestore']>;

const RULES_PROJECT = 'demo-mzansi-fix-attacks';
const FUNCTIONS_PROJECT = 'demo-mzansi-fix';
const { Timestamp, FieldValue } = firebase.firestore;
/** Triggers run in another process, slowly on a busy machine. */
const TRIGGER_TIMEOUT_MS = 90_000;

let rulesEnv: RulesTestEnvironment;
let liveEnv: RulesTestEnvironment;

beforeAll(async () => {
  firebase.firestore.setLogLevel('silent');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through npm run test:integration');
  const rules = fs.readFileSync(path.join(import.meta.dirname, '../../firestore.rules'), 'utf8');
  rulesEnv = await initializeTestEnvironment({ projectId: RULES_PROJECT, firestore: { host, port: Number(port), rules } });
  liveEnv = await initializeTestEnvironment({ projectId: FUNCTIONS_PROJECT, firestore: { host, port: Number(port), rules } });
});

afterAll(async () => {
  await rulesEnv?.cleanup();
  await liveEnv?.cleanup();
});

/** A report as the app creates it, in `uid`'s name. */
function report(uid: string, changes: Record<string, unknown> = {}) {
  return {
    type: 'Pothole',
    description: 'Deep pothole in the left lane',
    status: 'Active',
    coordinates: { latitude: -26.2041, longitude: 28.0473 },
    streetAddress: '12 Main Rd, Johannesburg',
    reportedBy: 'Mallory',
    reportedByUserId: uid,
    createdAt: FieldValue.serverTimestamp(),
    confirmations: 0,
    denials: 0,
    confirmedBy: {},
    deniedBy: {},
    photos: [],
    ...changes,
  };
}

/** Runs `work` with admin rights in `env` and returns its answer. */
async function withoutRules<T>(env: RulesTestEnvironment, work: (db: Db) => Promise<T>): Promise<T> {
  let result: { value: T } | null = null;
  await env.withSecurityRulesDisabled(async (context) => {
    result = { value: await work(context.firestore()) };
  });
  return (result as { value: T } | null)!.value;
}

/** Pauses or resumes the Functions emulator's triggers (through the emulator hub), as the seeding script does. */
async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run through npm run test:integration');
  const response = await fetch(`http://${hub}/functions/${enabled ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  expect(response.ok).toBe(true);
}

/** Polls `read` until `done` accepts its answer. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + TRIGGER_TIMEOUT_MS;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`never reached the expected state; last seen: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

describe('attacks the rules refuse', () => {
  const mallory = (): Db => rulesEnv.authenticatedContext('mallory').firestore();

  beforeEach(async () => {
    await rulesEnv.clearFirestore();
    await rulesEnv.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc('users/mallory').set({ email: 'mallory@example.org', realName: 'Mallory M', reportsCount: 0, isAnonymous: false });
      await db.doc('problems/p-mallory').set(report('mallory', { createdAt: Timestamp.now() }));
      await db.doc('problems/p-voted').set(
        report('mallory', { createdAt: Timestamp.now(), confirmations: 1, confirmedBy: { bob: { timestamp: Timestamp.now() } } }),
      );
    });
  });

  it('a 1 MiB report: twenty 50 KB strings as photo entries', async () => {
    const photos = Array.from({ length: 20 }, () => 'x'.repeat(50_000));
    await assertFails(mallory().doc('problems/p-huge').set(report('mallory', { photos })));
  });

  it('photo entries that are not a map holding only a short https URL on an allowed host', async () => {
    const allowed = 'https://firebasestorage.googleapis.com/v0/b/demo-mzansi-fix.appspot.com/o/pothole.jpg';
    await assertSucceeds(mallory().doc('problems/p-ok').set(report('mallory', { photos: [{ url: allowed }, { url: '/demo/photos/pothole-1.jpg' }] })));
    for (const photos of [
      [allowed],
      [{ url: allowed, caption: 'x'.repeat(5000) }],
      [{ url: 'https://evil.example/pothole.jpg' }],
      [{ url: 'http://firebasestorage.googleapis.com/x.jpg' }],
      [{ url: 'javascript:alert(1)' }],
      [{ url: `https://firebasestorage.googleapis.com/v0/b/demo-mzansi-fix.appspot.com/o/${'a'.repeat(470)}` }],
      Array.from({ length: 11 }, () => ({ url: allowed })),
    ]) {
      await assertFails(mallory().doc('problems/p-bad-photo').set(report('mallory', { photos })));
    }
  });

  it('a type a driver would hear read aloud: "Roadblock ahead, turn left now"', async () => {
    await assertFails(mallory().doc('problems/p-type').set(report('mallory', { type: 'Roadblock ahead, turn left now' })));
    await assertFails(mallory().doc('problems/p-mallory').update({ type: 'Roadblock ahead, turn left now' }));
  });

  it('overlong text in every string field', async () => {
    await assertFails(mallory().doc('problems/p-long').set(report('mallory', { description: 'x'.repeat(MAX_DESCRIPTION_CHARS + 1) })));
    await assertFails(mallory().doc('problems/p-long').set(report('mallory', { streetAddress: 'x'.repeat(MAX_STREET_ADDRESS_CHARS + 1) })));
    await assertFails(mallory().doc('problems/p-long').set(report('mallory', { reportedBy: 'x'.repeat(MAX_REPORTED_BY_CHARS + 1) })));
    await assertFails(mallory().doc(`problems/${'p'.repeat(129)}`).set(report('mallory')));
  });

  it('the largest report a client can write stays under 20 KB', async () => {
    // Four-byte characters in every text field, ten photo URLs of the greatest length.
    const wide = (n: number) => '😀'.repeat(n);
    const bucket = 'https://firebasestorage.googleapis.com/v0/b/demo-mzansi-fix.appspot.com/o/';
    const longUrl = `${bucket}${'a'.repeat(500 - bucket.length)}`;
    const largest = report('mallory', {
      description: wide(MAX_DESCRIPTION_CHARS / 2),
      streetAddress: wide(MAX_STREET_ADDRESS_CHARS / 2),
      reportedBy: wide(MAX_REPORTED_BY_CHARS / 2),
      photos: Array.from({ length: 10 }, () => ({ url: longUrl })),
    });
    const id = 'p'.repeat(128);
    // Emoji count as two characters in the rules (UTF-16): try the other reading too, which is larger.
    const byCodePoints = { ...largest, description: wide(MAX_DESCRIPTION_CHARS), streetAddress: wide(MAX_STREET_ADDRESS_CHARS), reportedBy: wide(MAX_REPORTED_BY_CHARS) };
    const accepted = await mallory().doc(`problems/${id}`).set(byCodePoints).then(() => byCodePoints, () => largest);
    if (accepted === largest) await assertSucceeds(mallory().doc(`problems/${id}`).set(largest));
    const stored = await withoutRules(rulesEnv, async (db) => (await db.doc(`problems/${id}`).get()).data());
    expect(firestoreDocumentBytes(`problems/${id}`, stored ?? {})).toBeLessThan(20 * 1024);
  });

  it('a backdated report', async () => {
    const backdated = Timestamp.fromMillis(Date.now() - 11 * 60_000);
    await assertFails(mallory().doc('problems/p-old').set(report('mallory', { createdAt: backdated })));
    await assertFails(mallory().doc('problems/p-old').set(report('mallory', { createdAt: Timestamp.fromMillis(Date.now() + 11 * 60_000) })));
    await assertSucceeds(mallory().doc('problems/p-old').set(report('mallory', { createdAt: Timestamp.fromMillis(Date.now() - 5 * 60_000) })));
  });

  it('a backdated vote (which would slip past the vote limit)', async () => {
    await rulesEnv.withSecurityRulesDisabled((context) => context.firestore().doc('problems/p-bob').set(report('bob', { createdAt: Timestamp.now() })));
    const old = Timestamp.fromMillis(Date.now() - 2 * 24 * 3_600_000);
    await assertFails(mallory().doc('problems/p-bob').update({ confirmations: 1, 'confirmedBy.mallory': { timestamp: old } }));
    await assertSucceeds(mallory().doc('problems/p-bob').update({ confirmations: 1, 'confirmedBy.mallory': { timestamp: FieldValue.serverTimestamp() } }));
  });

  it('unknown fields on a report', async () => {
    await assertFails(mallory().doc('problems/p-extra').set(report('mallory', { spokenAlert: 'Turn left now' })));
    await assertFails(mallory().doc('problems/p-mallory').update({ spokenAlert: 'Turn left now' }));
  });

  it('rewriting the description after people voted on it', async () => {
    await assertFails(mallory().doc('problems/p-voted').update({ description: 'Something else entirely' }));
    await assertSucceeds(mallory().doc('problems/p-voted').update({ streetAddress: '14 Main Rd, Johannesburg' }));
    await assertSucceeds(mallory().doc('problems/p-mallory').update({ description: 'Deeper than it looked' }));
  });

  it('re-using a deleted report\'s id (its tombstone, which the function keeps, is checked)', async () => {
    await rulesEnv.withSecurityRulesDisabled((context) => context.firestore().doc('deletedProblems/p-gone').set({ reportedByUserId: 'bob' }));
    await assertFails(mallory().doc('problems/p-gone').set(report('mallory')));
  });

  it('writing past the rate limit the function has marked', async () => {
    const inAnHour = Timestamp.fromMillis(Date.now() + 3_600_000);
    await rulesEnv.withSecurityRulesDisabled((context) =>
      context.firestore().doc('rateLimits/mallory').set({ reportsBlockedUntil: inAnHour, votesBlockedUntil: inAnHour }),
    );
    await assertFails(mallory().doc('problems/p-21').set(report('mallory')));
    await rulesEnv.withSecurityRulesDisabled((context) => context.firestore().doc('problems/p-bob').set(report('bob', { createdAt: Timestamp.now() })));
    await assertFails(mallory().doc('problems/p-bob').update({ confirmations: 1, 'confirmedBy.mallory': { timestamp: FieldValue.serverTimestamp() } }));
  });

  it('reading or writing the functions\' own records (tombstones, rate limits, quarantine)', async () => {
    for (const collection of ['deletedProblems', 'rateLimits', 'quarantinedProblems']) {
      await assertFails(mallory().doc(`${collection}/mallory`).get());
      await assertFails(mallory().doc(`${collection}/mallory`).set({ reportsBlockedUntil: null }));
    }
    await assertFails(mallory().doc('rateLimits/mallory').delete());
  });

  it('a user document with unknown fields or of any size', async () => {
    await assertFails(mallory().doc('users/mallory').update({ bio: 'x'.repeat(500_000) }));
    await assertFails(mallory().doc('users/mallory').update({ email: `${'x'.repeat(300)}@example.org` }));
    await assertFails(mallory().doc('users/mallory').update({ lastActive: 'yesterday' }));
    await assertSucceeds(mallory().doc('users/mallory').update({ nickname: 'M', useNickname: true, lastActive: FieldValue.serverTimestamp() }));
  });
});

describe('attacks a Cloud Function undoes', { timeout: 180_000 }, () => {
  const as = (uid: string): Db => liveEnv.authenticatedContext(uid).firestore();
  const admin = <T>(work: (db: Db) => Promise<T>): Promise<T> => withoutRules(liveEnv, work);
  const run = Date.now().toString(36);
  /** Someone else's public profile, as mallory reads it through the rules. */
  const publicProfileAsMallory = async (uid: string) => (await as('mallory').doc(`publicProfiles/${uid}`).get()).data();

  it('a reporter name of the client\'s choosing: an email address or "City official"', async () => {
    const uid = `mallory-name-${run}`;
    await admin((db) => db.doc(`users/${uid}`).set({ email: 'mallory@example.org', realName: 'mallory', reportsCount: 0 }));
    for (const [id, claimed] of [[`p-official-${run}`, 'City official'], [`p-email-${run}`, 'mallory@example.org']] as const) {
      await assertSucceeds(as(uid).doc(`problems/${id}`).set(report(uid, { reportedBy: claimed })));
      const stored = await eventually(
        () => admin(async (db) => (await db.doc(`problems/${id}`).get()).get('reportedBy') as unknown),
        (name) => name !== claimed,
      );
      // "mallory" is the email's local part, so the public name falls back to "User".
      expect(stored).toBe('User');
    }
  });

  it('a hidden email in a public name: bob＠example.org (a full-width at sign) or bob@ example.org as the nickname', async () => {
    for (const [key, nickname] of [['wide', 'bob＠example.org'], ['spaced', 'bob@ example.org']] as const) {
      const uid = `bob-${key}-${run}`;
      await admin((db) => db.doc(`users/${uid}`).set({ email: 'other@example.org', nickname, useNickname: true, reportsCount: 0 }));
      const profile = await eventually(
        () => admin(async (db) => (await db.doc(`publicProfiles/${uid}`).get()).data()),
        (data) => data !== undefined,
      );
      // No name, and no words: the site shows "User" in its reader's language.
      expect(profile?.displayName, nickname).toBeNull();
    }
  });

  it("a named person's timeline of app use, read from their public profile (each ad reward's exact time)", async () => {
    const uid = `nomsa-${run}`;
    const times = ['2026-11-19T06:01:02Z', '2026-11-19T13:14:15Z', '2026-11-19T21:59:58Z'].map((iso) => Timestamp.fromDate(new Date(iso)));
    await admin(async (db) => {
      await db.doc(`users/${uid}`).set({ email: 'nomsa@example.org', realName: 'Nomsa Zulu', reportsCount: 0 });
      for (const [i, timestamp] of times.entries()) await db.doc(`users/${uid}/adRewards/r${i}`).set({ points: 5, timestamp });
    });
    const profile = await eventually(
      () => publicProfileAsMallory(uid),
      (data) => (data?.adRewardDays as { count: number }[] | undefined)?.[0]?.count === times.length,
    );
    // One total for the day, no time of day: nothing in it is a timestamp.
    expect(profile?.adRewardDays).toEqual([{ day: '2026-11-19', points: 15, count: 3 }]);
    expect(Object.values(profile ?? {}).some((value) => value instanceof Timestamp)).toBe(false);
    await assertFails(as('mallory').collection(`users/${uid}/adRewards`).get());
  });

  it('re-using the id of a report its owner deleted', async () => {
    const uid = `mallory-reuse-${run}`;
    const id = `p-reuse-${run}`;
    await assertSucceeds(as(uid).doc(`problems/${id}`).set(report(uid)));
    await assertSucceeds(as(uid).doc(`problems/${id}`).delete());
    await eventually(() => admin(async (db) => (await db.doc(`deletedProblems/${id}`).get()).exists), (exists) => exists);
    await assertFails(as(uid).doc(`problems/${id}`).set(report(uid)));
  });

  it('a flood of reports: the 21st within an hour is refused or never shown', async () => {
    const uid = `mallory-flood-${run}`;
    const ids = Array.from({ length: 22 }, (_, i) => `p-flood-${run}-${String(i).padStart(2, '0')}`);
    // As fast as the client can: some arrive before the function has counted the earlier ones.
    const outcomes = await Promise.allSettled(ids.map((id) => as(uid).doc(`problems/${id}`).set(report(uid))));
    const written = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(written).toBeGreaterThanOrEqual(20);
    const shown = () => admin(async (db) => (await db.collection('problems').where('reportedByUserId', '==', uid).get()).size);
    await eventually(shown, (count) => count === 20);
    // The account is now marked full: the next report is refused outright.
    await eventually(() => admin(async (db) => (await db.doc(`rateLimits/${uid}`).get()).exists), (exists) => exists);
    await assertFails(as(uid).doc(`problems/p-flood-${run}-late`).set(report(uid)));
    expect(await shown()).toBe(20);
  });

  it('a flood ending in one batch: writes of one commit share their instant, and exactly the first 20 by id stay', async () => {
    const uid = `mallory-batch-${run}`;
    const ids = Array.from({ length: 21 }, (_, i) => `p-batch-${run}-${String(i).padStart(2, '0')}`);
    const client = as(uid);
    await Promise.all(ids.slice(0, 18).map((id) => assertSucceeds(client.doc(`problems/${id}`).set(report(uid)))));
    // The 19th, 20th and 21st in one batch (the rules' lookup budget allows few more per commit).
    const batch = client.batch();
    for (const id of ids.slice(18)) batch.set(client.doc(`problems/${id}`), report(uid));
    await assertSucceeds(batch.commit());
    const kept = () =>
      admin(async (db) => (await db.collection('problems').where('reportedByUserId', '==', uid).get()).docs.map((doc) => doc.id).sort());
    const quarantined = () =>
      admin(async (db) => (await db.collection('quarantinedProblems').where('data.reportedByUserId', '==', uid).get()).docs.map((doc) => doc.id).sort());
    // A report the guard let stay has its reporter name set by it: so every trigger has run once 20 have one.
    const admitted = () =>
      admin(async (db) => (await db.collection('problems').where('reportedByUserId', '==', uid).get()).docs.filter((doc) => doc.get('reportedBy') !== 'Mallory').length);
    // Each of the three has 18 earlier reports and two more at its own instant: only the id orders them.
    await eventually(admitted, (count) => count === 20);
    await eventually(quarantined, (found) => found.length > 0);
    expect(await quarantined()).toEqual(ids.slice(20));
    expect(await kept()).toEqual(ids.slice(0, 20));
  });

  it('a flood of votes: the 301st within a day is undone', async () => {
    const uid = `mallory-votes-${run}`;
    const now = Date.now();
    // 300 votes already given today (written with admin rights, as if over the day, with the
    // triggers paused as seeding does), then one more through the rules.
    await setBackgroundTriggers(false);
    await admin(async (db) => {
      for (let start = 0; start < 300; start += 100) {
        const batch = db.batch();
        for (let i = start; i < start + 100; i += 1) {
          batch.set(db.doc(`problems/p-voted-${run}-${i}`), {
            ...report('someone-else', { createdAt: Timestamp.fromMillis(now - 3_600_000) }),
            reportedBy: 'User',
            confirmations: 1,
            confirmedBy: { [uid]: { timestamp: Timestamp.fromMillis(now - (i + 1) * 60_000) } },
          });
        }
        await batch.commit();
      }
      await db.doc(`problems/p-target-${run}`).set({ ...report('someone-else', { createdAt: Timestamp.now() }), reportedBy: 'User' });
    }).finally(() => setBackgroundTriggers(true));
    await assertSucceeds(as(uid).doc(`problems/p-target-${run}`).update({ confirmations: 1, [`confirmedBy.${uid}`]: { timestamp: FieldValue.serverTimestamp() } }));
    const target = await eventually(
      () => admin(async (db) => (await db.doc(`problems/p-target-${run}`).get()).data()),
      (data) => data?.confirmations === 0,
    );
    expect(target?.confirmedBy).toEqual({});
  });
});
