// Issue 36, point 9: report writes arriving 50 at a time while several tabs watch
// the map: new reports (eight in ten), then edits (one in ten: resolved) and
// deletions (one in ten) of some of them. At the end every tab shows what is left
// (its stats strip counts it), the index holds it, and the index equals a rebuild
// from scratch: nothing lost, nothing left over. CI writes 200 with 2 tabs;
// `npm run load:map-index` runs the full 2,000 with 5 (MAP_INDEX_LOAD_WRITES /
// MAP_INDEX_LOAD_TABS) and prints the same figures.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { t } from './english';
import { deleteProblem, putProblem } from './emulator-data';

const WRITES = Number(process.env.MAP_INDEX_LOAD_WRITES ?? 200);
const TABS = Number(process.env.MAP_INDEX_LOAD_TABS ?? 2);
const AT_ONCE = 50;
/**
 * The triggers' pace is the emulators', not the product's: on this 2-core machine, beside
 * five tabs, the Firestore emulator's pessimistic locks make colliding transactions wait for
 * its lock timeout, and 2,000 writes took 30 to 50 minutes to reach the tabs. So the test waits
 * while the tabs' counts keep moving, and fails when they stand still this long short of the goal:
 * longer than the 5 minutes after which a silent tab listens afresh (map-index-feed.ts, QUIET_RELISTEN_MS).
 */
const STALL_MS = 8 * 60_000;
/** Emulators of this test's own (scripts/test-all.mjs and scripts/map-index-load.mjs): nothing to clean up. */
const OWN_EMULATORS = process.env.E2E_LOAD_APART === '1';

test.use({ viewport: { width: 1280, height: 900 } });

const stat = (page: Page, key: 'stats.total' | 'stats.resolved') => page.locator(`.stats-strip dt:text-is("${t(key)}") + dd`);
const read = async (page: Page, key: 'stats.total' | 'stats.resolved') => Number((await stat(page, key).textContent())?.replace(/[^\d]/gu, '') ?? Number.NaN);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

interface Counts {
  readonly total: number;
  readonly resolved: number;
}

const countsOf = async (page: Page): Promise<Counts> => ({ total: await read(page, 'stats.total'), resolved: await read(page, 'stats.resolved') });

/**
 * Waits until every tab shows `goal`, for as long as what they show keeps changing (STALL_MS),
 * printing their progress each minute; returns how long it took.
 */
async function untilEveryTabShows(tabs: readonly Page[], goal: Counts): Promise<number> {
  const started = Date.now();
  let seen = '';
  let movedAt = started;
  let toldAt = started;
  for (;;) {
    const shown = await Promise.all(tabs.map(countsOf));
    if (shown.every((counts) => counts.total === goal.total && counts.resolved === goal.resolved)) return Date.now() - started;
    const now = Date.now();
    const key = JSON.stringify(shown);
    if (key !== seen) [seen, movedAt] = [key, now];
    if (now - toldAt >= 60_000) {
      toldAt = now;
      console.log(`map index load: after ${seconds(now - started)} s the tabs show ${shown.map((c) => `${c.total}/${c.resolved}`).join(', ')} of ${goal.total}/${goal.resolved} (total/resolved)`);
    }
    // Fails with what each tab shows against the goal.
    if (now - movedAt > STALL_MS) expect(shown, `no tab's counts moved for ${STALL_MS / 60_000} minutes`).toEqual(tabs.map(() => goal));
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

interface StoredParts {
  readonly [id: string]: string;
}

/** Every mapCells document's entries, by document id (page by page: the emulator answers a list in pages). */
async function readCells(): Promise<StoredParts> {
  const base = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/demo-mzansi-fix/databases/(default)/documents/mapCells?pageSize=100`;
  const cells: Record<string, string> = {};
  let token = '';
  do {
    const answer = (await (await fetch(`${base}${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`, { headers: { Authorization: 'Bearer owner' } })).json()) as {
      documents?: { name: string; fields: { entries?: { stringValue?: string } } }[];
      nextPageToken?: string;
    };
    for (const doc of answer.documents ?? []) cells[doc.name.split('/').pop()!] = doc.fields.entries?.stringValue ?? '';
    token = answer.nextPageToken ?? '';
  } while (token);
  return cells;
}

const idsIn = (cells: StoredParts) => new Set(Object.values(cells).flatMap((entries) => (JSON.parse(entries || '[]') as unknown[][]).map((entry) => entry[0])));

async function inBatches(ids: readonly string[], work: (id: string) => Promise<void>): Promise<void> {
  for (let start = 0; start < ids.length; start += AT_ONCE) await Promise.all(ids.slice(start, start + AT_ONCE).map(work));
}

test(`${WRITES} report writes, ${AT_ONCE} at a time, while ${TABS} tabs watch the map: every tab shows what is left, the index equals a rebuild`, async ({ context }) => {
  // Bounded by STALL_MS; this only stops a run that creeps for ever.
  test.setTimeout(WRITES * 10_000 + 600_000);
  const tabs: Page[] = [];
  // What each tab said that went wrong (its workers' words too): printed at the end, so a tab that falls behind explains itself.
  const said: string[][] = [];
  for (let n = 0; n < TABS; n += 1) {
    const tab = await context.newPage();
    const words: string[] = [];
    said.push(words);
    tab.on('console', (message) => ['warning', 'error'].includes(message.type()) && words.push(`${message.type()}: ${message.text().slice(0, 300)}`));
    tab.on('pageerror', (error) => words.push(`page error: ${error.message.slice(0, 300)}`));
    tab.on('crash', () => words.push('crashed'));
    // Home: its stats strip counts the same list the map draws (one ProblemsProvider, fed by the index).
    await tab.goto('/');
    await expect(stat(tab, 'stats.total')).not.toBeEmpty();
    tabs.push(tab);
  }
  await tabs[0]!.waitForTimeout(3000); // the tabs' listeners on mapChanges start once the SDK has loaded
  const before = await countsOf(tabs[0]!);
  for (const tab of tabs) expect(await countsOf(tab)).toEqual(before);

  // Ids of this run's own: a deleted report leaves a tombstone, and the report guard quarantines a reused id.
  const run = Date.now().toString(36);
  const created = Math.round(WRITES * 0.8);
  const changed = Math.round(WRITES * 0.1);
  const removed = WRITES - created - changed;
  const ids = Array.from({ length: created }, (_, n) => `p-load-${run}-${String(n).padStart(4, '0')}`);
  const resolved = ids.slice(0, changed);
  const deleted = ids.slice(changed, changed + removed);
  const report = (id: string, status: string) => ({
    type: 'Pothole', description: `Load test report ${id}`, status,
    coordinates: { latitude: -26 - (Number(id.slice(-4)) % 100) / 50, longitude: 28 + (Number(id.slice(-4)) % 97) / 50 },
    streetAddress: 'Load test street', reportedBy: 'Load', reportedByUserId: `u-${id}`, createdAt: new Date().toISOString(),
    confirmations: 0, denials: 0,
  });
  const left = ids.filter((id) => !deleted.includes(id));
  const goal = { total: before.total + left.length, resolved: before.resolved + resolved.length };
  const started = Date.now();
  try {
    await inBatches(ids, (id) => putProblem(id, report(id, 'Active')));
    await inBatches(resolved, (id) => putProblem(id, report(id, 'Resolved')));
    await inBatches(deleted, deleteProblem);
    const written = Date.now();
    const caughtUp = await untilEveryTabShows(tabs, goal);

    const incremental = await readCells();
    const indexed = idsIn(incremental);
    expect(left.filter((id) => !indexed.has(id)), 'reports missing from the index').toEqual([]);
    expect(deleted.filter((id) => indexed.has(id)), 'deleted reports still in the index').toEqual([]);
    const admin = (await import(path.resolve('functions/lib/map-index-admin.js'))) as { rebuildProjectMapIndex(projectId: string): Promise<unknown> };
    await admin.rebuildProjectMapIndex('demo-mzansi-fix');
    expect(await readCells()).toEqual(incremental);
    const writes = ids.length + resolved.length + deleted.length;
    console.log(
      `map index load: ${writes} writes (${ids.length} new, ${resolved.length} resolved, ${deleted.length} deleted) in ${seconds(written - started)} s, ` +
        `${AT_ONCE} at a time; all ${TABS} tabs showed the ${goal.total} reports left (${goal.resolved} resolved) ${seconds(caughtUp)} s after the last write ` +
        `(${(writes / ((written - started + caughtUp) / 1000)).toFixed(2)} writes/s through the triggers); the index equals a rebuild`,
    );
  } finally {
    said.forEach((words, n) => words.length > 0 && console.log(`map index load: tab ${n + 1} said ${words.length} times:\n  ${[...new Set(words)].slice(0, 10).join('\n  ')}`));
    if (!OWN_EMULATORS) await inBatches(left, deleteProblem);
  }
  if (!OWN_EMULATORS) await untilEveryTabShows(tabs, before);
});
