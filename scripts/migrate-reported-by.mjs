#!/usr/bin/env node
// `node scripts/migrate-reported-by.mjs [projectId]`: sets every report's reportedBy to its
// reporter's public name (see lib/migrate-reported-by.mjs). Against production it uses the
// Application Default Credentials (`gcloud auth application-default login`); with
// FIRESTORE_EMULATOR_HOST set it repairs the emulator's data. Safe to run again.
import { adminFirestore, migrateReportedBy } from './lib/migrate-reported-by.mjs';

const projectId = process.argv[2] ?? process.env.GCLOUD_PROJECT ?? 'demo-mzansi-fix';
try {
  await migrateReportedBy(adminFirestore(projectId));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
