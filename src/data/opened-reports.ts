/**
 * The whole reports a visitor opened lately, kept in the snapshot store (the
 * "problems" store, key "opened", the newest 30) so that a detail opened again
 * with no signal shows what was read before, whatever Firestore's own cache
 * kept (a sign-out empties it, and it is Firestore's to evict).
 */
import type { Problem } from '../domain/model';
import type { ReportsKey, SnapshotStore } from './snapshot-store';

/** How many opened reports are kept: a few dozen kilobytes. */
export const OPENED_REPORTS_KEPT = 30;

type Store = Pick<SnapshotStore, 'loadReports' | 'saveReports'>;

/** Where a saved whole report may be found, first match wins: what was opened, then home's newest. */
const SAVED_LISTS: readonly ReportsKey[] = ['opened', 'recent'];

/** Puts `problem` first among the opened reports (once), keeping the newest OPENED_REPORTS_KEPT. */
export async function rememberOpenedReport(snapshots: Store, problem: Problem): Promise<void> {
  const saved = await snapshots.loadReports('opened');
  const others = (saved?.value ?? []).filter((kept) => kept.id !== problem.id);
  await snapshots.saveReports('opened', [problem, ...others].slice(0, OPENED_REPORTS_KEPT));
}

/** The saved copy of one whole report, if this device has one. */
export async function findSavedReport(snapshots: Store, id: string): Promise<Problem | null> {
  for (const key of SAVED_LISTS) {
    const found = (await snapshots.loadReports(key))?.value.find((problem) => problem.id === id);
    if (found) return found;
  }
  return null;
}
