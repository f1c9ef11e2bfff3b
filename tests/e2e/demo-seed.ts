// The demo data the test run seeded, read so tests derive what the site must show
// from the data (through the same domain parsers) instead of hard-coding numbers.
import fs from 'node:fs';
import path from 'node:path';
import { publicDisplayName } from '../../src/domain/display-name';
import type { Problem, UserProfile } from '../../src/domain/model';
import { parseProblem } from '../../src/domain/parse-problem';
import { parseUser } from '../../src/domain/parse-user';
import { t } from './english';

interface SeedAccount {
  uid: string;
  email: string;
  password: string;
}
interface SeedRaw {
  accounts: SeedAccount[];
  users: ({ id: string; adRewards?: { id: string; points: number; timestamp: string }[] } & Record<string, unknown>)[];
  problems: ({ id: string } & Record<string, unknown>)[];
}

export const seed = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../seed/demo.json'), 'utf8')) as SeedRaw;

/** Problems the "all problems ordered by createdAt" query returns: those with the field. */
export const listedProblems: Problem[] = seed.problems
  .filter((p) => p.createdAt !== undefined)
  .flatMap((p) => {
    const result = parseProblem(p.id, p);
    return result.ok ? [result.value] : [];
  });

export const users: UserProfile[] = seed.users.flatMap((u) => {
  const result = parseUser(u.id, u);
  return result.ok ? [result.value] : [];
});

export const accounts = seed.accounts;

export function account(uid: string): SeedAccount {
  const found = seed.accounts.find((a) => a.uid === uid);
  if (!found) throw new Error(`no seeded account ${uid}`);
  return found;
}

export function user(uid: string): UserProfile {
  const found = users.find((u) => u.uid === uid);
  if (!found) throw new Error(`no seeded user ${uid}`);
  return found;
}

/**
 * "Reported by" for a seeded report, by the display-name rule (docs/product-behaviour.md §3.5): its reporter's public name from the
 * seeded user record, "Unknown User" without one. Home shows it from the report (seeding
 * writes it there, as the report guard does), the detail from the public profile.
 */
export function publicReporterName(problem: Pick<Problem, 'reportedByUserId'>): string {
  const record = users.find((u) => u.uid === problem.reportedByUserId);
  if (!record) return t('names.unknownUser');
  return publicDisplayName(record, { user: t('names.user'), anonymousUser: t('names.anonymousUser') });
}
