// The opened-reports list against the real snapshot store over fake-indexeddb
// (an in-memory implementation of the IndexedDB standard; Node has none).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Problem } from '../domain/model';
import { parseProblem } from '../domain/parse-problem';
import { OPENED_REPORTS_KEPT, findSavedReport, rememberOpenedReport } from './opened-reports';
import { SNAPSHOT_DB_NAME, openSnapshotStore } from './snapshot-store';

function problem(id: string, description = `About ${id}`): Problem {
  const result = parseProblem(id, { type: 'Pothole', status: 'Active', createdAt: 1000, description });
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

beforeEach(async () => {
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(SNAPSHOT_DB_NAME);
    request.onsuccess = request.onerror = () => resolve();
  });
});

describe('opened reports', () => {
  it('finds a report opened before, in its newest version, and nothing for one never opened', async () => {
    const store = openSnapshotStore({ persist: async () => true });
    await rememberOpenedReport(store, problem('p-1', 'Old words'));
    await rememberOpenedReport(store, problem('p-2'));
    await rememberOpenedReport(store, problem('p-1', 'New words'));
    expect((await findSavedReport(store, 'p-1'))?.description).toBe('New words');
    expect((await store.loadReports('opened'))?.value.map((p) => p.id)).toEqual(['p-1', 'p-2']);
    expect(await findSavedReport(store, 'p-never')).toBeNull();
  });

  it('keeps only the newest opened reports', async () => {
    const store = openSnapshotStore({ persist: async () => true });
    for (let i = 0; i <= OPENED_REPORTS_KEPT; i += 1) await rememberOpenedReport(store, problem(`p-${i}`));
    const kept = (await store.loadReports('opened'))?.value ?? [];
    expect(kept).toHaveLength(OPENED_REPORTS_KEPT);
    expect(kept[0]?.id).toBe(`p-${OPENED_REPORTS_KEPT}`);
    expect(await findSavedReport(store, 'p-0')).toBeNull();
  });

  it("finds one of home's saved newest reports that was never opened", async () => {
    const store = openSnapshotStore({ persist: async () => true });
    await store.saveReports('recent', [problem('p-home')]);
    expect((await findSavedReport(store, 'p-home'))?.id).toBe('p-home');
  });
});
