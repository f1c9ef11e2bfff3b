// The demo data the test run seeded, read so tests can derive what the site must show.
import fs from 'node:fs';
import path from 'node:path';

interface SeedProblem {
  id: string;
  status?: unknown;
  createdAt?: unknown;
  reportedByUserId?: unknown;
}
interface SeedAccount {
  uid: string;
  email: string;
  password: string;
}
interface SeedUser {
  id: string;
  nickname?: string;
  useNickname?: boolean;
  realName?: string;
}

const seed = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../seed/demo.json'), 'utf8')) as {
  accounts: SeedAccount[];
  users: SeedUser[];
  problems: SeedProblem[];
};

/** Problems the "all problems ordered by createdAt" query returns: those with the field. */
export const listedProblems = seed.problems.filter((p) => p.createdAt !== undefined);
export const accounts = seed.accounts;
export const users = seed.users;

export function account(uid: string): SeedAccount {
  const found = seed.accounts.find((a) => a.uid === uid);
  if (!found) throw new Error(`no seeded account ${uid}`);
  return found;
}
