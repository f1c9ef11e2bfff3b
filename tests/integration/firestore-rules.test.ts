// firestore.rules against the real Firestore emulator (@firebase/rules-unit-testing):
// every path the site and the app need is allowed, and every other one is refused,
// above all the privacy ones (nobody reads someone else's email) and the score ones
// (nobody inflates a count, votes twice or votes on their own report).
// A project of its own, so these writes never meet the Functions emulator's triggers.
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
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

type Db = ReturnType<RulesTestContext['firestore']>;

const PROJECT = 'demo-mzansi-fix-rules';
const { Timestamp, FieldValue } = firebase.firestore;
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const inAnHour = () => Timestamp.fromMillis(Date.now() + 3_600_000);

let env: RulesTestEnvironment;

beforeAll(async () => {
  // Every refused write would otherwise log a PERMISSION_DENIED stack; refusals are the point here.
  firebase.firestore.setLogLevel('silent');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through npm run test:integration');
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { host, port: Number(port), rules: fs.readFileSync(path.join(import.meta.dirname, '../../firestore.rules'), 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const aliceReport = {
  type: 'Pothole',
  description: 'Deep pothole in the left lane',
  status: 'Active',
  coordinates: { latitude: -26.2041, longitude: 28.0473 },
  streetAddress: '12 Main Rd, Johannesburg',
  reportedBy: 'Alice A',
  reportedByUserId: 'alice',
  createdAt: at('2026-11-20T07:30:00Z'),
  resolvedAt: null,
  confirmations: 1,
  denials: 0,
  confirmedBy: { carol: { timestamp: at('2026-11-20T09:00:00Z') } },
  deniedBy: {},
  photos: [{ url: '/demo/photos/pothole-1.jpg' }],
  municipalReference: 'JHB-2026-0042',
};

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc('users/alice').set({ email: 'alice@example.org', realName: 'Alice Adams', nickname: 'Al', useNickname: false, reportsCount: 2, isAnonymous: false });
    await db.doc('users/alice/adRewards/r1').set({ points: 10, timestamp: at('2026-11-19T10:00:00Z') });
    await db.doc('users/bob').set({ email: 'bob@example.org', realName: 'Bob Botha', reportsCount: 1, isAnonymous: false });
    await db.doc('users/bob/adRewards/r1').set({ points: 5, timestamp: at('2026-11-19T11:00:00Z') });
    await db.doc('publicProfiles/alice').set({ displayName: 'Alice Adams', reportsCount: 2, isAnonymous: false, adRewards: [] });
    await db.doc('publicProfiles/bob').set({ displayName: 'Bob Botha', reportsCount: 1, isAnonymous: false, adRewards: [] });
    await db.doc('problems/p-alice').set(aliceReport);
    await db.doc('problems/p-bob').set({ ...aliceReport, reportedByUserId: 'bob', reportedBy: 'Bob', confirmations: 0, confirmedBy: {}, municipalReference: null });
  });
});

const guest = (): Db => env.unauthenticatedContext().firestore();
const as = (uid: string): Db => env.authenticatedContext(uid).firestore();

/** A report as the app creates it: in `uid`'s name, Active, no votes yet. */
function newReport(uid: string, changes: Record<string, unknown> = {}) {
  return {
    type: 'Water Leak',
    description: 'Burst pipe on the corner',
    status: 'Active',
    coordinates: { latitude: -33.9249, longitude: 18.4241 },
    streetAddress: '1 Long St, Cape Town',
    reportedBy: uid,
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

/** The update a confirmation (or denial) by `uid` makes on a report that had `count` of them. */
function vote(uid: string, kind: 'confirm' | 'deny', count: number, timestamp: unknown = FieldValue.serverTimestamp()) {
  const [counter, voters] = kind === 'confirm' ? ['confirmations', 'confirmedBy'] : ['denials', 'deniedBy'];
  return { [counter]: count + 1, [`${voters}.${uid}`]: { timestamp } };
}

describe('reading', () => {
  it('lets a guest read every problem and one problem', async () => {
    await assertSucceeds(guest().collection('problems').orderBy('createdAt', 'desc').get());
    await assertSucceeds(guest().collection('problems').where('status', '==', 'Active').get());
    await assertSucceeds(guest().doc('problems/p-alice').get());
  });

  it('lets a guest and a signed-in user read public profiles, as the leaderboard does', async () => {
    await assertSucceeds(guest().collection('publicProfiles').orderBy('reportsCount', 'desc').limit(20).get());
    await assertSucceeds(as('bob').doc('publicProfiles/alice').get());
  });

  it('refuses a guest reading a user document (email, real name)', async () => {
    await assertFails(guest().doc('users/alice').get());
  });

  it('refuses a guest listing the users, as the old leaderboard did', async () => {
    await assertFails(guest().collection('users').orderBy('reportsCount', 'desc').limit(20).get());
  });

  it('lets a user read their own user document', async () => {
    await assertSucceeds(as('alice').doc('users/alice').get());
  });

  it("refuses a user reading another user's document and so their email", async () => {
    await assertFails(as('alice').doc('users/bob').get());
  });

  it('refuses a signed-in user listing the users', async () => {
    await assertFails(as('alice').collection('users').get());
    await assertFails(as('alice').collection('users').where('email', '==', 'bob@example.org').get());
  });

  it('lets a user read their own ad rewards, newest first', async () => {
    await assertSucceeds(as('alice').collection('users/alice/adRewards').orderBy('timestamp', 'desc').get());
  });

  it("refuses reading someone else's ad rewards, as a guest or as another user", async () => {
    await assertFails(as('alice').collection('users/bob/adRewards').get());
    await assertFails(guest().collection('users/alice/adRewards').get());
  });

  it('refuses a collection-group read across everyone\'s ad rewards', async () => {
    await assertFails(as('alice').collectionGroup('adRewards').get());
  });

  it('refuses anything not named in the rules', async () => {
    await assertFails(guest().doc('settings/site').get());
    await assertFails(as('alice').collection('admins').get());
    await assertFails(as('alice').doc('settings/site').set({ open: true }));
  });
});

describe('users/{uid}', () => {
  it('lets a new user create their own document with no reports', async () => {
    await assertSucceeds(as('dave').doc('users/dave').set({ email: 'dave@example.org', realName: 'Dave D', reportsCount: 0, isAnonymous: false }));
  });

  it('refuses a new user starting with reports already counted', async () => {
    await assertFails(as('dave').doc('users/dave').set({ email: 'dave@example.org', reportsCount: 50 }));
  });

  it('lets a user change their own name, nickname choice and last activity', async () => {
    await assertSucceeds(as('alice').doc('users/alice').update({ nickname: 'PotholeQueen', useNickname: true, lastActive: FieldValue.serverTimestamp() }));
  });

  it('refuses a user inflating their own reportsCount', async () => {
    await assertFails(as('alice').doc('users/alice').update({ reportsCount: 999 }));
    await assertFails(as('alice').doc('users/alice').update({ reportsCount: FieldValue.increment(1) }));
    await assertFails(as('alice').doc('users/alice').set({ email: 'alice@example.org', reportsCount: 3 }));
  });

  it("refuses a user writing or deleting another user's document", async () => {
    await assertFails(as('alice').doc('users/bob').update({ realName: 'Hacked' }));
    await assertFails(as('alice').doc('users/eve').set({ realName: 'Eve', reportsCount: 0 }));
    await assertFails(as('alice').doc('users/bob').delete());
  });

  it('refuses a guest creating a user document', async () => {
    await assertFails(guest().doc('users/ghost').set({ realName: 'Ghost', reportsCount: 0 }));
  });

  it('refuses names of the wrong type or absurd length, which would become public', async () => {
    await assertFails(as('alice').doc('users/alice').update({ nickname: { html: '<b>x</b>' } }));
    await assertFails(as('alice').doc('users/alice').update({ realName: 'x'.repeat(101) }));
    await assertFails(as('alice').doc('users/alice').update({ useNickname: 'yes' }));
  });

  it('refuses a user writing ad rewards, even their own (the bonus is the server\'s to give)', async () => {
    await assertFails(as('alice').doc('users/alice/adRewards/r2').set({ points: 1000, timestamp: FieldValue.serverTimestamp() }));
    await assertFails(as('alice').doc('users/alice/adRewards/r1').update({ points: 1000 }));
  });

  it('lets a user delete their own document', async () => {
    await assertSucceeds(as('alice').doc('users/alice').delete());
  });
});

describe('publicProfiles/{uid}', () => {
  it('refuses a user writing their own projection', async () => {
    await assertFails(as('alice').doc('publicProfiles/alice').update({ reportsCount: 999 }));
    await assertFails(as('alice').doc('publicProfiles/alice').set({ displayName: 'Top Contributor', reportsCount: 999 }));
  });

  it("refuses a user writing or deleting someone else's projection", async () => {
    await assertFails(as('alice').doc('publicProfiles/bob').update({ displayName: 'Bob is a bot' }));
    await assertFails(as('alice').doc('publicProfiles/bob').delete());
    await assertFails(as('alice').doc('publicProfiles/alice').delete());
  });

  it('refuses a guest creating a projection', async () => {
    await assertFails(guest().doc('publicProfiles/ghost').set({ displayName: 'Ghost', reportsCount: 1000 }));
  });
});

describe('creating a report', () => {
  it('lets a signed-in user report a problem in their own name', async () => {
    await assertSucceeds(as('bob').collection('problems').add(newReport('bob')));
    // A time the phone set itself passes when within ten minutes of the server's clock.
    await assertSucceeds(as('bob').doc('problems/p-new').set(newReport('bob', { id: 'p-new', createdAt: Timestamp.fromMillis(Date.now() - 120_000) })));
  });

  it("refuses a report in someone else's name", async () => {
    await assertFails(as('bob').collection('problems').add(newReport('alice')));
  });

  it('refuses a guest reporting', async () => {
    await assertFails(guest().collection('problems').add(newReport('bob')));
  });

  it('refuses a report that starts Resolved, counted, confirmed or with a municipal reference', async () => {
    await assertFails(as('bob').collection('problems').add(newReport('bob', { status: 'Resolved' })));
    await assertFails(as('bob').collection('problems').add(newReport('bob', { confirmations: 5 })));
    await assertFails(as('bob').collection('problems').add(newReport('bob', { confirmedBy: { carol: { timestamp: at('2026-11-20T09:00:00Z') } } })));
    await assertFails(as('bob').collection('problems').add(newReport('bob', { municipalReference: 'JHB-2026-9999' })));
    await assertFails(as('bob').collection('problems').add(newReport('bob', { municipalRefNumber: 'JHB-2026-9999' })));
    await assertFails(as('bob').collection('problems').add(newReport('bob', { resolvedAt: FieldValue.serverTimestamp() })));
  });

  it('refuses undocumented fields, a future date and malformed content', async () => {
    await assertFails(as('bob').collection('problems').add(newReport('bob', { priority: 'urgent' })));
    await assertFails(as('bob').collection('problems').add(newReport('bob', { createdAt: inAnHour() })));
    await assertFails(as('bob').collection('problems').add(newReport('bob', { coordinates: { latitude: 200, longitude: 28 } })));
    await assertFails(as('bob').collection('problems').add(newReport('bob', { description: 'x'.repeat(5001) })));
    await assertFails(as('bob').doc('problems/p-x').set(newReport('bob', { id: 'p-other' })));
  });
});

describe('confirming and denying', () => {
  it("lets a user confirm someone else's report once: the counter and their own entry", async () => {
    await assertSucceeds(as('bob').doc('problems/p-alice').update(vote('bob', 'confirm', 1)));
  });

  it("lets a user deny someone else's report once", async () => {
    await assertSucceeds(as('bob').doc('problems/p-alice').update(vote('bob', 'deny', 0, Timestamp.now())));
  });

  it('refuses confirming twice', async () => {
    await assertSucceeds(as('bob').doc('problems/p-alice').update(vote('bob', 'confirm', 1)));
    await assertFails(as('bob').doc('problems/p-alice').update(vote('bob', 'confirm', 2)));
    // carol's confirmation is in the seeded report already.
    await assertFails(as('carol').doc('problems/p-alice').update(vote('carol', 'confirm', 1)));
  });

  it('refuses both confirming and denying the same report', async () => {
    await assertSucceeds(as('bob').doc('problems/p-alice').update(vote('bob', 'deny', 0)));
    await assertFails(as('bob').doc('problems/p-alice').update(vote('bob', 'confirm', 1)));
  });

  it('refuses confirming or denying your own report', async () => {
    await assertFails(as('alice').doc('problems/p-alice').update(vote('alice', 'confirm', 1)));
    await assertFails(as('alice').doc('problems/p-alice').update(vote('alice', 'deny', 0)));
  });

  it('refuses inflating the confirmations counter', async () => {
    await assertFails(as('bob').doc('problems/p-alice').update({ confirmations: 10, 'confirmedBy.bob': { timestamp: FieldValue.serverTimestamp() } }));
    await assertFails(as('bob').doc('problems/p-alice').update({ confirmations: FieldValue.increment(1) }));
    await assertFails(as('bob').doc('problems/p-alice').update({ confirmations: 2 }));
  });

  it("refuses a vote in someone else's name, or removing someone else's", async () => {
    await assertFails(as('bob').doc('problems/p-alice').update(vote('dave', 'confirm', 1)));
    await assertFails(as('bob').doc('problems/p-alice').update({ confirmations: 2, 'confirmedBy.bob': { timestamp: FieldValue.serverTimestamp() }, 'confirmedBy.dave': { timestamp: FieldValue.serverTimestamp() } }));
    await assertFails(as('bob').doc('problems/p-alice').update({ confirmations: 0, confirmedBy: {} }));
  });

  it('refuses a vote that also changes anything else, or carries more than its time', async () => {
    await assertFails(as('bob').doc('problems/p-alice').update({ ...vote('bob', 'confirm', 1), status: 'Resolved' }));
    await assertFails(as('bob').doc('problems/p-alice').update({ ...vote('bob', 'confirm', 1), description: 'Fixed' }));
    await assertFails(as('bob').doc('problems/p-alice').update({ confirmations: 2, 'confirmedBy.bob': { timestamp: FieldValue.serverTimestamp(), weight: 10 } }));
    await assertFails(as('bob').doc('problems/p-alice').update(vote('bob', 'confirm', 1, inAnHour())));
  });

  it('refuses a guest voting', async () => {
    await assertFails(guest().doc('problems/p-alice').update(vote('guest', 'confirm', 1)));
  });
});

describe('changing a report', () => {
  it('lets the reporter fill in the address, the text and the photos of their own report (before any vote)', async () => {
    await assertSucceeds(
      as('bob').doc('problems/p-bob').update({
        streetAddress: '14 Main Rd, Johannesburg',
        description: 'Deep pothole, now two lanes wide',
        photos: [{ url: '/demo/photos/pothole-1.jpg' }, { url: 'https://firebasestorage.googleapis.com/v0/b/demo-mzansi-fix.appspot.com/o/p.jpg?alt=media' }],
      }),
    );
  });

  it('refuses anyone, the reporter included, changing the status or the municipal reference', async () => {
    await assertFails(as('alice').doc('problems/p-alice').update({ status: 'Resolved', resolvedAt: FieldValue.serverTimestamp() }));
    await assertFails(as('alice').doc('problems/p-alice').update({ municipalReference: 'JHB-FAKE' }));
    await assertFails(as('bob').doc('problems/p-alice').update({ status: 'Resolved' }));
    await assertFails(as('alice').doc('problems/p-bob').update({ municipalRefNumber: 'X-1' }));
  });

  // The server places reports from their position (docs/boundaries.md §3); no client names its own place.
  it('refuses anyone naming a report\'s municipality or ward, on creating it or later', async () => {
    await assertFails(as('bob').collection('problems').add(newReport('bob', { municipality: 'JHB', ward: '79800059' })));
    await assertFails(as('bob').collection('problems').add(newReport('bob', { municipality: 'CPT' })));
    await assertFails(as('bob').doc('problems/p-bob').update({ municipality: 'CPT', ward: '19100115' }));
    await assertFails(as('bob').doc('problems/p-bob').update({ streetAddress: '1 Long St, Cape Town', ward: '19100115' }));
    await assertFails(as('alice').doc('problems/p-bob').update({ ...vote('alice', 'confirm', 0), municipality: 'CPT' }));
  });

  it("refuses changing someone else's report", async () => {
    await assertFails(as('bob').doc('problems/p-alice').update({ description: 'Nothing here' }));
    await assertFails(as('bob').doc('problems/p-alice').set({ ...aliceReport, reportedByUserId: 'bob' }));
  });

  it('refuses the reporter handing the report to someone else or backdating it', async () => {
    await assertFails(as('alice').doc('problems/p-alice').update({ reportedByUserId: 'bob' }));
    await assertFails(as('alice').doc('problems/p-alice').update({ createdAt: at('2020-01-01T00:00:00Z') }));
  });

  it('lets the reporter delete their own report, and nobody else', async () => {
    await assertFails(as('bob').doc('problems/p-alice').delete());
    await assertFails(guest().doc('problems/p-alice').delete());
    await assertSucceeds(as('alice').doc('problems/p-alice').delete());
  });
});
