// Issue 36, point 9: report writes arriving 50 at a time while several tabs watch
// the map. At the end every tab shows every report (its stats strip counts them
// all), the index holds every one, and it equals a rebuild from scratch: nothing
// lost, nothing left over. CI writes 200 with 2 tabs; `npm run load:map-index`
// runs the full 2,000 with 5 (MAP_INDEX_LOAD_WRITES / MAP_INDEX_LOAD_TABS) and
// prints the same figures.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { t } from './english';
import { deleteProblem, putProblem } from './emulator-data';

const WRITES = Number(process.env.MAP_INDEX_LOAD_WRITES ?? 200);
const TABS = Number(process.env.MAP_INDEX_LOAD_TABS ?? 2);
const AT_ONCE = 50;
/** How long the triggers may take to catch up, per write, on this busy 2-core machine. */
const CATCH_UP_MS_PER_WRITE = 1500;

test.use({ viewport: { width: 1280, height: 900 } });

const total = (page: Page) => page.locator(`.stats-strip dt:text-is("${t('stats.total')}") + dd`);
const count = async (page: Page) => Number((await total(page).textContent())?.replace(/[^\d]/gu, '') ?? Number.NaN);
const format = (n: number) => n.toLocaleString('en-ZA');

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

test(`${WRITES} report writes, ${AT_ONCE} at a time, while ${TABS} tabs watch the map: every tab shows every report, the index equals a rebuild`, async ({ context }) => {
  const catchUp = Math.max(60_000, WRITES * CATCH_UP_MS_PER_WRITE);
  test.setTimeout(3 * catchUp + 120_000);
  const tabs: Page[] = [];
  for (let n = 0; n < TABS; n += 1) {
    const tab = await context.newPage();
    // Home: its stats strip counts the same list the map draws (one ProblemsProvider, fed by the index).
    await tab.goto('/');
    await expect(total(tab)).not.toBeEmpty();
    tabs.push(tab);
  }
  await tabs[0]!.waitForTimeout(3000); // the tabs' listeners on mapChanges start once the SDK has loaded
  const before = await count(tabs[0]!);
  for (const tab of tabs) expect(await count(tab)).toBe(before);

  // Ids of this run's own: a deleted report leaves a tombstone, and the report guard quarantines a reused id.
  const run = Date.now().toString(36);
  const ids = Array.from({ length: WRITES }, (_, n) => `p-load-${run}-${String(n).padStart(4, '0')}`);
  const started = Date.now();
  try {
    await inBatches(ids, (id) =>
      putProblem(id, {
        type: 'Pothole', description: `Load test report ${id}`, status: 'Active',
        coordinates: { latitude: -26 - (Number(id.slice(-4)) % 100) / 50, longitude: 28 + (Number(id.slice(-4)) % 97) / 50 },
        streetAddress: 'Load test street', reportedBy: 'Load', reportedByUserId: `u-${id}`, createdAt: new Date().toISOString(),
        confirmations: 0, denials: 0,
      }),
    );
    const written = Date.now();
    for (const tab of tabs) await expect(total(tab)).toHaveText(format(before + WRITES), { timeout: catchUp });
    const shown = Date.now();

    const incremental = await readCells();
    const indexed = idsIn(incremental);
    expect(ids.filter((id) => !indexed.has(id))).toEqual([]);
    const admin = (await import(path.resolve('functions/lib/map-index-admin.js'))) as { rebuildProjectMapIndex(projectId: string): Promise<unknown> };
    await admin.rebuildProjectMapIndex('demo-mzansi-fix');
    expect(await readCells()).toEqual(incremental);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `map index load: ${WRITES} writes in ${seconds(written - started)} s (${AT_ONCE} at a time); ` +
        `all ${TABS} tabs showed all ${before + WRITES} reports ${seconds(shown - written)} s after the last write; index equals a rebuild`,
    );
  } finally {
    await inBatches(ids, deleteProblem);
  }
  for (const tab of tabs) await expect(total(tab)).toHaveText(format(before), { timeout: catchUp });
});
