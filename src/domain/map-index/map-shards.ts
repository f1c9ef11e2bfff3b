/**
 * How the map index is split into Firestore documents ("cells"). A report's
 * cell is picked by a keyed hash of its id (chosen by the Cloud Functions, see
 * functions/src/map-index-cell.ts; passed in here as `cellOf`), not by where
 * it is: writes then spread evenly over the cells (a busy metro never makes one
 * document hot), each cell holds about 1/CELL_COUNT of the reports (200,000
 * reports: ~780 a cell, ~80 KB), and a client that chooses its report ids
 * cannot aim them at one cell without the key. Inside a cell the entries are
 * sorted by id, so the same reports always make the same documents, whichever
 * way they were built.
 *
 * A cell is stored as one or more "part" documents: `c00`, then `c00-1`,
 * `c00-2`, … when its entries pass PART_BYTES. Every entry is bounded
 * (MAX_ENTRY_BYTES, map-entry.ts), so no part can reach Firestore's
 * 1,048,487-byte field limit, whatever ids reports have and however many land
 * in one cell (even with the key known). A part document: `entries` (a JSON
 * array of packed entries, one string value rather than one Firestore value
 * per number), `skipped` (a JSON array of [id, reason] for reports left out),
 * and `count`.
 */
import type { MapProblem } from '../model';
import { parseProblem } from '../parse-problem';
import type { Placer } from '../places/placer';
import { clampText, MAX_ENTRY_BYTES, MAX_ENTRY_ID_CHARS, packEntry, type PackedEntry } from './map-entry';

export const CELL_COUNT = 256;
/**
 * The most bytes of `entries` plus `skipped` one part document holds before the
 * cell spills into the next part: 800,000, well under Firestore's 1 MiB document
 * limit with room for the field names, the document name and one more entry.
 */
export const PART_BYTES = 800_000;
/** A skip reason is cut to this many characters, so a skip note is bounded as an entry is. */
const MAX_REASON_CHARS = 200;

/** Picks the cell (a name from cellName) of a report id. */
export type CellChooser = (id: string) => string;

/** The document id of cell number n (0 … CELL_COUNT - 1): "c00" … "cff". */
export function cellName(n: number): string {
  return `c${n.toString(16).padStart(2, '0')}`;
}

/** The document id of part `n` of `cell`: the cell's own name for part 0, then "c00-1", "c00-2", … */
export function partName(cell: string, n: number): string {
  return n === 0 ? cell : `${cell}-${n}`;
}

/** The cell a part document belongs to ("c00-3" → "c00"); null for a name that is no part. */
export function cellOfPart(name: string): string | null {
  const match = /^(c[0-9a-f]{2})(?:-[1-9][0-9]*)?$/u.exec(name);
  return match ? match[1]! : null;
}

export interface Cell {
  /** Sorted by id. */
  readonly entries: readonly PackedEntry[];
  /** [id, reason], sorted by id. */
  readonly skipped: readonly (readonly [string, string])[];
}

export const EMPTY_CELL: Cell = { entries: [], skipped: [] };

/** What one report document becomes in the index. */
export type IndexOutcome =
  | { readonly kind: 'entry'; readonly id: string; readonly entry: PackedEntry }
  | { readonly kind: 'skipped'; readonly id: string; readonly reason: string }
  | { readonly kind: 'absent'; readonly id: string };

/**
 * The index outcome for `problems/{id}` holding `data` (undefined: the document
 * is gone), placed by `place` (the server's placer, loaded once per process).
 */
export function indexOutcome(id: string, data: unknown, place: Placer): IndexOutcome {
  if (data === undefined) return { kind: 'absent', id };
  const result = parseProblem(id, data);
  if (!result.ok) return { kind: 'skipped', id, reason: clampText(result.reason, MAX_REASON_CHARS) };
  return outcomeOf(result.value, place);
}

/**
 * The index outcome for a parsed report: always its entry, which is bounded by
 * construction, except for an id longer than any the rules let a client write
 * (only an administrator's import could make one), which is left out and noted.
 *
 * The entry's municipality and ward come from `place`, from the report's
 * position, and from nothing else: whatever codes the report itself carries are
 * ignored, so a client cannot put a report on another municipality's board.
 */
export function outcomeOf(problem: MapProblem, place: Placer): IndexOutcome {
  if (problem.id.length > MAX_ENTRY_ID_CHARS) return { kind: 'skipped', id: problem.id, reason: `id longer than ${MAX_ENTRY_ID_CHARS} characters` };
  const placed = problem.coordinates ? place(problem.coordinates.latitude, problem.coordinates.longitude) : null;
  return { kind: 'entry', id: problem.id, entry: packEntry({ ...problem, municipality: placed?.municipality, ward: placed?.ward }) };
}

const idOfEntry = (entry: PackedEntry) => entry[0] as string;

/** Binary search by id; returns the index where `id` is or would be. */
function position<T>(list: readonly T[], id: string, key: (item: T) => string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (key(list[mid]!) < id) low = mid + 1;
    else high = mid;
  }
  return low;
}

function placed<T>(list: readonly T[], id: string, key: (item: T) => string, item: T | null): T[] {
  const copy = [...list];
  const at = position(copy, id, key);
  const present = at < copy.length && key(copy[at]!) === id;
  if (item === null) {
    if (present) copy.splice(at, 1);
  } else copy.splice(at, present ? 1 : 0, item);
  return copy;
}

/** The cell with one report's outcome applied (its old entry or skip note replaced). */
export function applyOutcome(cell: Cell, outcome: IndexOutcome): Cell {
  const { id } = outcome;
  return {
    entries: placed(cell.entries, id, idOfEntry, outcome.kind === 'entry' ? outcome.entry : null),
    skipped: placed(cell.skipped, id, (note) => note[0], outcome.kind === 'skipped' ? ([id, outcome.reason] as const) : null),
  };
}

const byId = (a: IndexOutcome, b: IndexOutcome) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Builds every non-empty cell from scratch, from report outcomes (in any order). */
export function cellsOfOutcomes(outcomes: Iterable<IndexOutcome>, cellOf: CellChooser): Map<string, Cell> {
  const byCell = new Map<string, IndexOutcome[]>();
  for (const outcome of outcomes) {
    const cell = cellOf(outcome.id);
    let list = byCell.get(cell);
    if (!list) byCell.set(cell, (list = []));
    list.push(outcome);
  }
  const cells = new Map<string, Cell>();
  for (const [cell, list] of byCell) {
    list.sort(byId);
    cells.set(cell, {
      entries: list.flatMap((o) => (o.kind === 'entry' ? [o.entry] : [])),
      skipped: list.flatMap((o) => (o.kind === 'skipped' ? [[o.id, o.reason] as const] : [])),
    });
  }
  return cells;
}

/** Builds every non-empty cell from scratch, from raw report documents. */
export function buildCells(documents: Iterable<{ readonly id: string; readonly data: unknown }>, cellOf: CellChooser, place: Placer): Map<string, Cell> {
  const outcomes: IndexOutcome[] = [];
  for (const { id, data } of documents) outcomes.push(indexOutcome(id, data, place));
  return cellsOfOutcomes(outcomes, cellOf);
}

/** The fields of a part document. */
export interface CellFields {
  readonly entries: string;
  readonly skipped: string;
  readonly count: number;
}

export function cellFields(cell: Cell): CellFields {
  return { entries: JSON.stringify(cell.entries), skipped: JSON.stringify(cell.skipped), count: cell.entries.length };
}

/** UTF-8 bytes of a string, as Firestore counts a string's size (less its one extra byte). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * A cell's parts, in order: its entries then its skip notes, by id, each part
 * filled up to `partBytes` before the next starts (an empty cell is one empty
 * part). The same cell always makes the same parts, however it was built.
 */
export function cellParts(cell: Cell, partBytes = PART_BYTES): Cell[] {
  const parts: Cell[] = [];
  let entries: PackedEntry[] = [];
  let skipped: (readonly [string, string])[] = [];
  let bytes = 4; // "[]" twice
  const close = () => {
    parts.push({ entries, skipped });
    entries = [];
    skipped = [];
    bytes = 4;
  };
  const add = (size: number) => {
    if (bytes + size + 1 > partBytes && entries.length + skipped.length > 0) close();
    bytes += size + 1;
  };
  for (const entry of cell.entries) {
    add(utf8Bytes(JSON.stringify(entry)));
    entries.push(entry);
  }
  for (const note of cell.skipped) {
    add(utf8Bytes(JSON.stringify(note)));
    skipped.push(note);
  }
  if (entries.length + skipped.length > 0 || parts.length === 0) close();
  return parts;
}

/** The most bytes a part's `entries` and `skipped` strings can hold together. */
export const MAX_PART_BYTES = PART_BYTES + MAX_ENTRY_BYTES;

function parseJsonArray(value: unknown): unknown[] {
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Reads a part document's fields back (a missing or damaged one reads as empty, to be rebuilt). */
export function readCell(fields: unknown): Cell {
  const record = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
  const entries = parseJsonArray(record.entries).filter(
    (entry): entry is PackedEntry => Array.isArray(entry) && typeof entry[0] === 'string',
  );
  const skipped = parseJsonArray(record.skipped).filter(
    (note): note is [string, string] => Array.isArray(note) && typeof note[0] === 'string' && typeof note[1] === 'string',
  );
  return { entries, skipped };
}

/** One cell from its part documents' fields (in any order), its entries and notes sorted by id again. */
export function joinParts(parts: Iterable<unknown>): Cell {
  const entries: PackedEntry[] = [];
  const skipped: (readonly [string, string])[] = [];
  for (const fields of parts) {
    const part = readCell(fields);
    for (const entry of part.entries) entries.push(entry);
    for (const note of part.skipped) skipped.push(note);
  }
  const order = <T>(key: (item: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  entries.sort(order(idOfEntry));
  skipped.sort(order((note) => note[0]));
  return { entries, skipped };
}
