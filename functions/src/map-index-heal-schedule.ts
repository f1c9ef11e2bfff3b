/**
 * The heal (map-index-heal.ts) on a schedule: every HEAL_EVERY, so drift
 * between the reports and the map index (a lost trigger, a crash between two
 * writes) lasts at most that long. Each run reads every report's map fields
 * once (one billed read a report, plus the cell documents): at 50,000 reports,
 * 12 runs a day is 600,000 reads. The Functions emulator loads it but does not
 * run it (no Pub/Sub emulator offline); tests call healMapIndex directly.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { healMapIndex } from './map-index-heal';

export const HEAL_EVERY = 'every 2 hours';

export const healMapIndexOnSchedule = onSchedule({ schedule: HEAL_EVERY, timeoutSeconds: 540, memory: '512MiB' }, async () => {
  const started = Date.now();
  const summary = await healMapIndex(getFirestore());
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const level = summary.drift > 0 ? 'warn' : 'log';
  console[level](
    `[map-index] heal: ${summary.reports} reports, ${summary.drift} differences, ${summary.repaired} repaired${summary.rebuilt ? ', rebuilt' : ''} in ${seconds} s`,
  );
});
