/**
 * The rebuild and the heal for scripts and tests (seeding,
 * `scripts/rebuild-map-index.mjs`, the integration tests): an Admin SDK app of
 * its own for `projectId`, against the Firestore emulator when
 * FIRESTORE_EMULATOR_HOST is set, else the real project (credentials from the
 * environment). The cell key comes from MAP_INDEX_CELL_KEY, as in the functions
 * (map-index-cell.ts). Built to functions/lib/map-index-admin.js.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { cellKeyFor, DEMO_CELL_KEY, keyedCells } from './map-index-cell';
import { healMapIndex, type HealSummary } from './map-index-heal';
import { rebuildMapIndex, type RebuildSummary } from './map-index-rebuild';

export type { HealSummary, RebuildSummary };
export { DEMO_CELL_KEY, keyedCells };

const APP_NAME = 'map-index-rebuild';

function projectDb(projectId: string): Firestore {
  const app = getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp({ projectId }, APP_NAME);
  return getFirestore(app);
}

export function rebuildProjectMapIndex(projectId: string): Promise<RebuildSummary> {
  return rebuildMapIndex(projectDb(projectId), keyedCells(cellKeyFor(projectId)));
}

export function healProjectMapIndex(projectId: string): Promise<HealSummary> {
  return healMapIndex(projectDb(projectId), keyedCells(cellKeyFor(projectId)));
}
