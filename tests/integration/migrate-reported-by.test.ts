// scripts/migrate-reported-by.mjs against the emulators: reports written before the
// report guard, with an email, its local part or "City official" as reportedBy, get
// their reporter's public name; a second run finds nothing to repair. The triggers are
// paused while the old reports are written, and they are written raw (seeding would
// already name them as the guard does), so only the migration repairs them.
import { describe, expect, it } from 'vitest';
import { adminFirestore, migrateReportedBy } from '../../scripts/lib/migrate-reported-by.mjs';
import { encodeValue } from '../../scripts/lib/seed.mjs';
import { seed } from './emulator-backend';

const PROJECT = 'demo-mzansi-fix';
const DOCUMENTS = `projects/${PROJECT}/databases/(default)/documents`;

async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const response = await fetch(`http://${process.env.FIREBASE_EMULATOR_HUB}/functions/${enabled ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  expect(response.ok).toBe(true);
}

/** Writes reports as they stood before the report guard: as given, with the client's own reportedBy. */
async function writeOldReports(reports: readonly ({ id: string } & Record<string, unknown>)[]): Promise<void> {
  const writes = reports.map(({ id, ...data }) => ({
    update: { name: `${DOCUMENTS}/problems/${id}`, fields: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encodeValue(value, key)])) },
  }));
  const response = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  expect(response.ok).toBe(true);
}

async function reportedBy(id: string): Promise<unknown> {
  const response = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}/problems/${id}`, {
    headers: { authorization: 'Bearer owner' },
  });
  const body = (await response.json()) as { fields?: { reportedBy?: { stringValue?: string } } };
  return body.fields?.reportedBy?.stringValue;
}

describe('migrate-reported-by', () => {
  // A seeding, two migrations and their reads: correctness is asked here, not speed, and a loaded
  // 2-core machine took more than the default 30 s (CI run of 2026-11-23 at load 18).
  it('gives every report its reporter\'s public name, and a second run changes nothing', { timeout: 120_000 }, async () => {
    await seed({
      users: [
        { id: 'u-mthembu', email: 'r.mthembu@example.org', reportsCount: 2 },
        { id: 'u-thandi', email: 'thandi@example.org', realName: 'Thandi Mokoena', nickname: 'PotholeQueen', useNickname: true },
        { id: 'u-anon', isAnonymous: true },
      ],
    });
    // After seeding, which turns the triggers back on when it is done.
    await setBackgroundTriggers(false);
    try {
      await writeOldReports([
        { id: 'p-local', type: 'Pothole', status: 'Active', reportedByUserId: 'u-mthembu', reportedBy: 'r.mthembu' },
        { id: 'p-email', type: 'Pothole', status: 'Active', reportedByUserId: 'u-mthembu', reportedBy: 'r.mthembu@example.org' },
        { id: 'p-official', type: 'Pothole', status: 'Active', reportedByUserId: 'u-thandi', reportedBy: 'City official' },
        { id: 'p-right', type: 'Pothole', status: 'Active', reportedByUserId: 'u-thandi', reportedBy: 'PotholeQueen' },
        { id: 'p-anon', type: 'Pothole', status: 'Active', reportedByUserId: 'u-anon' },
        { id: 'p-orphan', type: 'Pothole', status: 'Active', reportedByUserId: 'u-gone', reportedBy: 'gone@example.org' },
      ]);
      const db = adminFirestore(PROJECT);
      expect(await migrateReportedBy(db, { log: () => {} })).toEqual({ read: 6, repaired: 5 });
      expect(await reportedBy('p-local')).toBe('User');
      expect(await reportedBy('p-email')).toBe('User');
      expect(await reportedBy('p-official')).toBe('PotholeQueen');
      expect(await reportedBy('p-right')).toBe('PotholeQueen');
      expect(await reportedBy('p-anon')).toBe('Anonymous User');
      expect(await reportedBy('p-orphan')).toBe('Unknown User');
      expect(await migrateReportedBy(db, { log: () => {} })).toEqual({ read: 6, repaired: 0 });
    } finally {
      await setBackgroundTriggers(true);
    }
  });
});
