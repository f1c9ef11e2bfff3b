/**
 * Which cell of the map index a report goes in: HMAC-SHA256 of its id under a
 * key only the server holds, first byte of the digest (CELL_COUNT is 256). A
 * client chooses its report ids, and with a public hash (FNV-1a until issue 36)
 * it could find ids that all land in one cell and overfill it; without the key
 * it cannot tell which cell an id lands in. Cells also spill into parts
 * (map-shards.ts), so even a leaked key freezes nothing: the key keeps cells
 * even, the parts keep them under Firestore's limits.
 *
 * The key comes from MAP_INDEX_CELL_KEY in the functions' environment (set it
 * at deploy in functions/.env.<project>, which is not committed, or bind a
 * Secret Manager secret of that name). Without it, a demo project (the
 * emulators) uses DEMO_CELL_KEY; a real project falls back to it too, so the map
 * keeps working, but says so in the log. Changing the key moves reports to other
 * cells: rebuild the index after (scripts/rebuild-map-index.mjs), or let the
 * heal (map-index-heal.ts) move them.
 */
import { createHmac } from 'node:crypto';
import { cellName, type CellChooser } from '../../src/domain/map-index/map-shards';

/** The emulators' key: public, so tests can aim ids at one cell as an attacker holding the key could. */
export const DEMO_CELL_KEY = 'mzansi-fix-demo-map-index-cell-key';

let warned = false;

/** The configured key for `projectId`. */
export function cellKeyFor(projectId: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const key = env.MAP_INDEX_CELL_KEY;
  if (key) return key;
  if (!warned && !(projectId ?? '').startsWith('demo-')) {
    warned = true;
    console.error('[map-index] MAP_INDEX_CELL_KEY is not set: using the public demo key, so clients can aim report ids at one cell');
  }
  return DEMO_CELL_KEY;
}

/** The cell chooser for `key`. */
export function keyedCells(key: string): CellChooser {
  return (id) => cellName(createHmac('sha256', key).update(id, 'utf8').digest()[0]!);
}

/** The cell chooser of the project the functions run in (GCLOUD_PROJECT). */
export function projectCells(projectId = process.env.GCLOUD_PROJECT): CellChooser {
  return keyedCells(cellKeyFor(projectId));
}
