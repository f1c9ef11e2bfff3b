/**
 * Reads the summary and the unplaced entries as a browser gets them: checked,
 * never trusted, never a throw. The summary is small and its figures hang
 * together (the stats strip's total is the sum of its counts), so any damaged
 * figure rejects the whole of it (null): the page then says it is counting
 * rather than show a total with a part missing. The unplaced list drops an
 * entry it cannot read (or one that has a position: it belongs to a tile) and
 * says it is incomplete, as a tile does (parse-tile-answer.ts).
 */
import { isRecord } from '../parse-values';
import type { KindCount, SummaryMonth, TileSummary, UnplacedEntries, WireKind } from './tile-answers';
import { isCount, parseJson, readEntries, readKind, readStamp } from './read-wire';

/** One count per kind, or null when the list is not exactly that. */
function readKindCounts(value: unknown, kinds: readonly WireKind[]): KindCount[] | null {
  if (!Array.isArray(value) || value.length !== kinds.length || !value.every(isCount)) return null;
  return kinds.map(([type, status], n) => ({ type, status, count: value[n] as number })).filter((kind) => kind.count > 0);
}

function readMonth(value: unknown, statuses: readonly string[]): SummaryMonth | null {
  if (!Array.isArray(value) || value.length !== 2 + statuses.length) return null;
  const [month, resolved, ...received] = value as unknown[];
  if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/u.test(month) || !isCount(resolved) || !received.every(isCount)) return null;
  return { month, resolved, received: statuses.map((status, n) => ({ status, count: received[n] as number })) };
}

/** The summary's text, or null when any part of it is damaged (see above). */
export function parseTileSummary(text: string): TileSummary | null {
  const data = parseJson(text);
  const stamp = readStamp(data);
  if (!stamp || !isRecord(data) || !Array.isArray(data.kinds) || !Array.isArray(data.statuses) || !Array.isArray(data.months)) return null;
  const kinds = data.kinds.map(readKind);
  if (!kinds.every((kind) => kind !== null) || !isCount(data.reporters)) return null;
  const statuses = data.statuses as unknown[];
  if (!statuses.every((status): status is string => typeof status === 'string')) return null;
  const placed = readKindCounts(data.placed, kinds);
  const unplaced = readKindCounts(data.unplaced, kinds);
  const months = (data.months as unknown[]).map((month) => readMonth(month, statuses));
  if (!placed || !unplaced || !months.every((month) => month !== null)) return null;
  // Optional: a size that is not a count is left out, and the reader estimates it from the counts.
  const fileBytes = isCount(data.fileBytes) ? { fileBytes: data.fileBytes } : {};
  return { ...stamp, placed, unplaced, reporters: data.reporters, months, ...fileBytes };
}

/** The unplaced entries' text, or null when it is not that answer at all. */
export function parseUnplacedEntries(text: string): UnplacedEntries | null {
  const data = parseJson(text);
  const stamp = readStamp(data);
  if (!stamp || !isRecord(data) || !Array.isArray(data.entries)) return null;
  const { problems, dropped } = readEntries(data.entries as unknown[], (problem) => problem.coordinates === null);
  return { ...stamp, problems, complete: dropped === 0 };
}
