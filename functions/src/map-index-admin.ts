/**
 * The rebuild for scripts (seeding, `scripts/rebuild-map-index.mjs`): an Admin
 * SDK app of its own for `projectId`, against the Firestore emulator when
 * FIRESTORE_EMULATOR_HOST is set, else the real project (credentials from the
 * environment). Built to functions/lib/map-index-admin.js.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildMapIndex, type RebuildSummary } from './map-index-rebuild';

export type { RebuildSummary };

const APP_NAME = 'map-index-rebuild';

export function rebuildProjectMapIndex(projectId: string): Promise<RebuildSummary> {
  const app = getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp({ projectId }, APP_NAME);
  return rebuildMapIndex(getFirestore(app));
}
