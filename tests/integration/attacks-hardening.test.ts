// Issue 36's attacks on the rules and the report guard, one test each, against the real
// emulators (the README's "Privacy and security" section lists them with what stops each):
// a photo from someone else's Storage bucket, and a loop of edits to one's own report.
// Rules-only attacks run in a project of their own (no triggers there); the edit limit is
// kept by the report guard (functions/src/report-guard.ts), so it runs in the Functions
// emulator's project and waits for the trigger.
import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_LIMITS } from '../../src/domain/rate-limits';
import { eventually, report } from './hostile-client';

type Db = ReturnType<RulesTestContext['firestore']>;

const { Timestamp, FieldValue } = firebase.firestore;
const OWN_BUCKET = 'demo-mzansi-fix.appspot.com';

let rulesEnv: RulesTestEnvironment;
let liveEnv: RulesTestEnvironment;

beforeAll(async () => {
  firebase.firestore.setLogLevel('silent');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through npm run test:integration');
  const rules = fs.readFileSync(path.join(import.meta.dirname, '../../firestore.rules'), 'utf8');
  const firestore = { host, port: Number(port), rules };
  rulesEnv = await initializeTestEnvironment({ projectId: 'demo-mzansi-fix-hardening', firestore });
  liveEnv = await initializeTestEnvironment({ projectId: 'demo-mzansi-fix', firestore });
});

afterAll(async () => {
  await rulesEnv?.cleanup();
  await liveEnv?.cleanup();
});

describe('photos from someone else\'s bucket (the rules refuse them)', () => {
  const mallory = (): Db => rulesEnv.authenticatedContext('mallory').firestore();
  const ownPhoto = `https://firebasestorage.googleapis.com/v0/b/${OWN_BUCKET}/o/reports%2Fp-1%2Fpothole.jpg?alt=media&token=0b1c`;
  const foreign = [
    'https://storage.googleapis.com/attacker-bucket/pixel.gif',
    'https://firebasestorage.googleapis.com/v0/b/attacker-bucket/o/pixel.gif?alt=media',
    `https://storage.googleapis.com/${OWN_BUCKET}/../attacker-bucket/pixel.gif`,
    `https://storage.googleapis.com/${OWN_BUCKET}/%2e%2e/attacker-bucket/pixel.gif`,
    `https://storage.googleapis.com/${OWN_BUCKET}.attacker/pixel.gif`,
  ];

  it('a new report with a photo in another bucket is refused; one in the project\'s own bucket is accepted', async () => {
    await rulesEnv.clearFirestore();
    await assertSucceeds(mallory().doc('problems/p-own').set(report('mallory', { photos: [{ url: ownPhoto }, { url: '/demo/photos/pothole-1.png' }] })));
    for (const url of foreign) await assertFails(mallory().doc('problems/p-foreign').set(report('mallory', { photos: [{ url }] })));
  });

  it('swapping the photo of one\'s own report for one in another bucket after people voted is refused', async () => {
    await rulesEnv.clearFirestore();
    await rulesEnv.withSecurityRulesDisabled((context) =>
      context.firestore().doc('problems/p-voted').set(
        report('mallory', { createdAt: Timestamp.now(), photos: [{ url: ownPhoto }], confirmations: 1, confirmedBy: { bob: { timestamp: Timestamp.now() } } }),
      ),
    );
    for (const url of foreign) await assertFails(mallory().doc('problems/p-voted').update({ photos: [{ url }] }));
    await assertSucceeds(mallory().doc('problems/p-voted').update({ photos: [{ url: ownPhoto }, { url: '/demo/photos/pothole-2.png' }] }));
  });
});

describe('a loop of edits to one\'s own report (the report guard counts them, the rules refuse the rest)', { timeout: 180_000 }, () => {
  const run = Date.now().toString(36);
  const admin = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    let result: { value: T } | null = null;
    await liveEnv.withSecurityRulesDisabled(async (context) => {
      result = { value: await work(context.firestore()) };
    });
    return (result as { value: T } | null)!.value;
  };
  const hourly = EDIT_LIMITS.find((limit) => limit.windowMs === 3_600_000)!;

  it(`the edit that reaches ${hourly.count} within an hour is the last one accepted`, async () => {
    const uid = `mallory-edits-${run}`;
    const id = `p-edits-${run}`;
    const as = liveEnv.authenticatedContext(uid).firestore();
    await assertSucceeds(as.doc(`problems/${id}`).set(report(uid)));
    // The edits of the last hour but one, as the guard recorded them (writing them all through
    // the trigger takes minutes on a busy machine; the counting is the same).
    const now = Date.now();
    const earlier = Object.fromEntries(Array.from({ length: hourly.count - 1 }, (_, i) => [`${id}@${now - 60_000 - i * 1000}`, now - 60_000 - i * 1000]));
    await admin((db) => db.doc(`rateLimits/${uid}`).set({ edits: earlier }));

    await assertSucceeds(as.doc(`problems/${id}`).update({ streetAddress: '14 Main Rd, Johannesburg' }));
    const limits = await eventually(
      () => admin(async (db) => (await db.doc(`rateLimits/${uid}`).get()).data()),
      (data) => data?.editsBlockedUntil instanceof Timestamp,
    );
    expect(Object.keys(limits?.edits as object)).toHaveLength(hourly.count);
    // Full until the oldest counted edit is an hour old.
    expect((limits?.editsBlockedUntil as InstanceType<typeof Timestamp>).toMillis()).toBe(now - 60_000 - (hourly.count - 2) * 1000 + hourly.windowMs);
    await assertFails(as.doc(`problems/${id}`).update({ streetAddress: '16 Main Rd, Johannesburg' }));
    await assertFails(as.doc(`problems/${id}`).update({ photos: [{ url: '/demo/photos/pothole-1.png' }] }));
    // Others may still confirm it: only the account's own edits are held back.
    await assertSucceeds(
      liveEnv.authenticatedContext(`bob-${run}`).firestore().doc(`problems/${id}`).update({ confirmations: 1, [`confirmedBy.bob-${run}`]: { timestamp: FieldValue.serverTimestamp() } }),
    );
  });

  it('an edit the rules refuse while the account is marked full', async () => {
    await rulesEnv.clearFirestore();
    const inAnHour = Timestamp.fromMillis(Date.now() + 3_600_000);
    await rulesEnv.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('problems/p-mallory').set(report('mallory', { createdAt: Timestamp.now() }));
      await context.firestore().doc('rateLimits/mallory').set({ editsBlockedUntil: inAnHour });
    });
    await assertFails(rulesEnv.authenticatedContext('mallory').firestore().doc('problems/p-mallory').update({ description: 'Edited again' }));
  });
});
