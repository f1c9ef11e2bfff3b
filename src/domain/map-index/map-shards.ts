/**
 * How the map index is split into Firestore documents ("cells"). A report's
 * cell is picked by a hash of its id, not by where it is: writes then spread
 * evenly over the cells (a busy metro never makes one document hot), and each
 * cell holds about 1/CELL_COUNT of the reports (200,000 reports: ~780 a cell,
 * ~60 KB). Inside a cell the entries are sorted by id, so the same reports
 * always make the same document, whichever way it was built.
 *
 * A cell document: `entries` (a JSON array of packed entries, one string value
 * rather than one Firestore value per number), `skipped` (a JSON array of
 * [id, reason] for reports left out), and `count`.
 */
import type { MapProblem } from '../model';
import { parseProblem } from '../parse-problem';
import { packEntry, type PackedEntry } from './map-entry';

export const CELL_COUNT = 256;
/** An entry longer than this (a huge id, type or vote list: hostile data) is left out of its cell and counted. */
export const MAX_ENTRY_CHARS = 16_000;

/** The document id of cell number n (0 … CELL_COUNT - 1): "c00" … "cff". */
export function cellName(n: number): string {
  return `c${n.toString(16).padStart(2, '0')}`;
}

/** The cell document id for a report id (FNV-1a over the id's UTF-16 code units). */
export function cellOf(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return cellName(hash % CELL_COUNT);
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

/** The index outcome for `problems/{id}` holding `data` (undefined: the document is gone). */
export function indexOutcome(id: string, data: unknown): IndexOutcome {
  if (data === undefined) return { kind: 'absent', id };
  const result = parseProblem(id, data);
  if (!result.ok) return { kind: 'skipped', id, reason: result.reason };
  return outcomeOf(result.value);
}

/** The index outcome for a parsed report. */
export function outcomeOf(problem: MapProblem): IndexOutcome {
  const entry = packEntry(problem);
  if (JSON.stringify(entry).length > MAX_ENTRY_CHARS) {
    return { kind: 'skipped', id: problem.id, reason: `entry longer than ${MAX_ENTRY_CHARS} characters` };
  }
  return { kind: 'entry', id: problem.id, entry };
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

/** Builds every non-empty cell from scratch, from raw report documents. */
export function buildCells(documents: Iterable<{ readonly id: string; readonly data: unknown }>): Map<string, Cell> {
  const outcomes = new Map<string, IndexOutcome[]>();
  for (const { id, data } of documents) {
    const cell = cellOf(id);
    let list = outcomes.get(cell);
    if (!list) outcomes.set(cell, (list = []));
    list.push(indexOutcome(id, data));
  }
  const cells = new Map<string, Cell>();
  for (const [cell, list] of outcomes) {
    list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    cells.set(cell, {
      entries: list.flatMap((o) => (o.kind === 'entry' ? [o.entry] : [])),
      skipped: list.flatMap((o) => (o.kind === 'skipped' ? [[o.id, o.reason] as const] : [])),
    });
  }
  return cells;
}

/** The fields of a cell document. */
export interface CellFields {
  readonly entries: string;
  readonly skipped: string;
  readonly count: number;
}

export function cellFields(cell: Cell): CellFields {
  return { entries: JSON.stringify(cell.entries), skipped: JSON.stringify(cell.skipped), count: cell.entries.length };
}

function parseJsonArray(value: unknown): unknown[] {
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Reads a cell document's fields back (a missing or damaged one reads as empty, to be rebuilt). */
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
