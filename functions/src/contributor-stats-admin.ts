/**
 * The contributor stats for scripts and tests: the rebuild seeding runs, and the
 * trigger's own step for one report. An Admin SDK app of its own for
 * `projectId`, against the Firestore emulator when FIRESTORE_EMULATOR_HOST is
 * set, else the real project (credentials from the environment). Built to
 * functions/lib/contributor-stats-admin.js.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { rebuildContributorStats, recordContribution, type StatsRebuildSummary } from './contributor-stats';

export type { StatsRebuildSummary };

const APP_NAME = 'contributor-stats-admin';

function projectDb(projectId: string): Firestore {
  return getFirestore(getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp({ projectId }, APP_NAME));
}

export function rebuildProjectContributorStats(projectId: string): Promise<StatsRebuildSummary> {
  // Unthrottled against the emulator only: a live project's writes ramp up as Firestore asks.
  return rebuildContributorStats(projectDb(projectId), { throttle: !process.env.FIRESTORE_EMULATOR_HOST });
}

/** What the trigger does for report `id` (a test runs it again to see a repeated event change nothing). */
export function recordProjectContribution(projectId: string, id: string): Promise<boolean> {
  return recordContribution(projectDb(projectId), id);
}
