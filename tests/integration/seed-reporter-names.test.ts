// Seeding names each report's reporter as the report guard does (issue 13, point 2): the
// seed file's reportedBy, which the display-name rule (docs/product-behaviour.md §3.5) fills with e-mail local parts
// ("r.mthembu"), never reaches Firestore, so no public page can show it. The guard's own
// trigger is paused while seeding, so this is the seeding's doing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailLocalPart, looksLikeEmail } from '../../src/domain/display-name';
import { seedEmulators, type SeedResult } from '../../scripts/lib/seed.mjs';

const PROJECT = 'demo-mzansi-fix';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST!;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const documents = `http://${firestoreHost}/v1/projects/${PROJECT}/databases/(default)/documents`;

type StringFields = Record<string, { stringValue?: string; booleanValue?: boolean } | undefined>;

async function seedFile(file: string): Promise<{ result: SeedResult; logs: string[] }> {
  const logs: string[] = [];
  const result = await seedEmulators({ file, firestoreHost, authHost, log: (line) => logs.push(line) });
  return { result, logs };
}

async function seedInline(data: unknown): Promise<{ result: SeedResult; logs: string[] }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seed-names-')), 'seed.json');
  fs.writeFileSync(file, JSON.stringify(data));
  return seedFile(file);
}

/** Every document of a collection: id and string fields, page by page. */
async function readAll(collection: string): Promise<Map<string, StringFields>> {
  const found = new Map<string, StringFields>();
  let pageToken = '';
  do {
    const response = await fetch(`${documents}/${collection}?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`, {
      headers: { authorization: 'Bearer owner' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { documents?: { name: string; fields?: StringFields }[]; nextPageToken?: string };
    for (const doc of body.documents ?? []) found.set(doc.name.split('/').pop()!, doc.fields ?? {});
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return found;
}

/** Text as an e-mail comparison sees it: NFKC-folded, lower case, no white space. */
const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');

describe('seeded reportedBy', () => {
  it("is the reporter's public name whatever the file says, and \"Unknown User\" without a stored user record", async () => {
    const { result, logs } = await seedInline({
      users: [
        { id: 'u-mthembu', email: 'r.mthembu@example.org' },
        { id: 'u-thandi', email: 'thandi@example.org', realName: 'Thandi Mokoena', nickname: 'PotholeQueen', useNickname: true },
        { id: 'u-sneaky', email: 'sneaky@example.org', realName: 'Sneaky', displayName: 'sneaky@example.org' },
        { id: 'u-anon', isAnonymous: true },
        // Firestore refuses an array in an array: no user record is stored, as if there were none.
        { id: 'u-refused', realName: 'Refused', nested: [[1]] },
      ],
      problems: [
        { id: 'p-local', type: 'Pothole', reportedByUserId: 'u-mthembu', reportedBy: 'r.mthembu' },
        { id: 'p-email', type: 'Pothole', reportedByUserId: 'u-thandi', reportedBy: 'thandi@example.org' },
        { id: 'p-right', type: 'Pothole', reportedByUserId: 'u-thandi', reportedBy: 'PotholeQueen' },
        { id: 'p-sneaky', type: 'Pothole', reportedByUserId: 'u-sneaky', reportedBy: 'sneaky' },
        { id: 'p-anon', type: 'Pothole', reportedByUserId: 'u-anon' },
        { id: 'p-official', type: 'Pothole', reportedByUserId: 'u-gone', reportedBy: 'City official' },
        { id: 'p-refused', type: 'Pothole', reportedByUserId: 'u-refused', reportedBy: 'Refused' },
        { id: 'p-nobody', type: 'Pothole', reportedByUserId: 42, reportedBy: 'nobody@example.org' },
      ],
    });
    const names = Object.fromEntries([...(await readAll('problems'))].map(([id, fields]) => [id, fields.reportedBy?.stringValue]));
    expect(names).toEqual({
      'p-local': 'User', // no name but the e-mail: the neutral fallback, never its local part
      'p-email': 'PotholeQueen',
      'p-right': 'PotholeQueen',
      'p-sneaky': 'User', // a real name equal to the e-mail's local part is passed over, as is the address
      'p-anon': 'Anonymous User',
      'p-official': 'Unknown User',
      'p-refused': 'Unknown User',
      'p-nobody': 'Unknown User',
    });
    expect(result.reportedByReplaced).toBe(7); // all but p-right
    expect(logs).toContain("seed: reportedBy of 7 problems replaced by the reporter's public name, as the report guard sets it");
  });

  it('the demo data: no report names an e-mail address or the part of one before the at sign', async () => {
    const file = path.join(import.meta.dirname, '../../seed/demo.json');
    const demo = JSON.parse(fs.readFileSync(file, 'utf8')) as { accounts: { email?: unknown }[]; users: { email?: unknown }[]; problems: { reportedBy?: unknown }[] };
    const emails = [...demo.accounts, ...demo.users].map((record) => record.email).filter((email): email is string => typeof email === 'string');
    const localParts = new Set(emails.map((email) => folded(emailLocalPart(email) ?? '')).filter(Boolean));
    // The file itself does put local parts there: otherwise this test would prove nothing.
    expect(demo.problems.some((problem) => typeof problem.reportedBy === 'string' && localParts.has(folded(problem.reportedBy)))).toBe(true);

    const { result } = await seedFile(file);
    const problems = await readAll('problems');
    const profiles = await readAll('publicProfiles');
    expect(problems.size).toBe(result.problems);
    expect(result.reportedByReplaced).toBeGreaterThan(0);
    for (const [id, fields] of problems) {
      const name = fields.reportedBy?.stringValue;
      expect(name, id).toBeTypeOf('string');
      expect(looksLikeEmail(name!) || folded(name!).includes('@'), `${id}: ${name}`).toBe(false);
      expect(localParts.has(folded(name!)), `${id}: ${name}`).toBe(false);
      // The name the leaderboard shows for the same person (or none: "Unknown User").
      const profile = profiles.get(fields.reportedByUserId?.stringValue ?? '');
      // A profile with no name stores none; the report keeps the guard's words for it.
      const nameless = profile?.isAnonymous?.booleanValue === true ? 'Anonymous User' : 'User';
      expect(name, id).toBe(profile ? (profile.displayName?.stringValue ?? nameless) : 'Unknown User');
    }
  });
});
