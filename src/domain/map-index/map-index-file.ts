/**
 * The map index as one file, for a first visit: every cell's entries in one
 * JSON document that a Cloud Function assembles from the cell documents (by
 * joining their stored strings, without parsing them) and the CDN and service
 * worker cache. `builtAt` is the read time of those cells: every change the
 * file lacks was committed after it, so a client follows changes from there.
 *
 *   {"v":1,"builtAt":ms,"rebuiltAt":ms|null,"skipped":n,"cells":[[entry,…],…]}
 */
import type { MapProblem } from '../model';
import { isRecord } from '../parse-values';
import { unpackEntry } from './map-entry';
import { byNewestFirst } from '../problem-stats';

export const MAP_INDEX_FILE_VERSION = 1;

export interface MapIndexHeader {
  /** Changes committed after this (epoch ms) are not in the file. */
  readonly builtAt: number;
  /** When the index was last rebuilt from scratch; a client holding an older base starts again from the file. */
  readonly rebuiltAt: number | null;
  /** Reports left out of the index (malformed or oversized), counted. */
  readonly skipped: number;
}

/**
 * The file around its cells: `head`, then the cells' entries strings joined by
 * `CELL_SEPARATOR`, then `tail`. In parts, so a server can keep (and compress)
 * each cell's part once and assemble the file from them.
 */
export function indexFileFrame(header: MapIndexHeader): { readonly head: string; readonly tail: string } {
  const json = JSON.stringify({ v: MAP_INDEX_FILE_VERSION, ...header });
  return { head: `${json.slice(0, -1)},"cells":[`, tail: ']}' };
}

export const CELL_SEPARATOR = ',';

/** Assembles the file from the cells' stored `entries` strings (each a JSON array). */
export function renderIndexFile(header: MapIndexHeader, cellEntries: readonly string[]): string {
  const { head, tail } = indexFileFrame(header);
  return `${head}${cellEntries.join(CELL_SEPARATOR)}${tail}`;
}

export interface MapIndexContent extends MapIndexHeader {
  /** Newest first, as the site lists reports. */
  readonly problems: MapProblem[];
}

/** Reads a file (or anything claiming to be one); null when it is not a map index this site can read. */
export function parseIndexFile(text: string): MapIndexContent | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== MAP_INDEX_FILE_VERSION || typeof data.builtAt !== 'number' || !Array.isArray(data.cells)) return null;
  const problems: MapProblem[] = [];
  for (const cell of data.cells) {
    if (!Array.isArray(cell)) continue;
    for (const raw of cell) {
      const problem = unpackEntry(raw);
      if (problem) problems.push(problem);
    }
  }
  problems.sort(byNewestFirst);
  return {
    builtAt: data.builtAt,
    rebuiltAt: typeof data.rebuiltAt === 'number' ? data.rebuiltAt : null,
    skipped: typeof data.skipped === 'number' ? data.skipped : 0,
    problems,
  };
}
