#!/usr/bin/env node
// `node scripts/rebuild-map-index.mjs [projectId]`: rebuilds the map index (mapCells, and
// mapMeta/index.rebuiltAt so sites fetch the file afresh) from every report, with the Cloud
// Functions' own code (functions/src/map-index-rebuild.ts). For after a migration or a restore
// that bypassed the triggers; run it when the app is quiet (a report written during the rebuild
// may be overwritten by its cell's copy until that report's next write). Against production it
// uses the Application Default Credentials (`gcloud auth application-default login`); with
// FIRESTORE_EMULATOR_HOST set it rebuilds the emulator's. Safe to run again.
import { loadBuiltFunctions } from './lib/built-functions.mjs';

const projectId = process.argv[2] ?? process.env.GCLOUD_PROJECT ?? 'demo-mzansi-fix';
try {
  const { rebuildProjectMapIndex } = await loadBuiltFunctions('map-index-admin');
  const started = Date.now();
  const { reports, cells, skipped } = await rebuildProjectMapIndex(projectId);
  console.log(`map index of ${projectId}: ${reports} reports in ${cells} cells (${skipped} left out) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
