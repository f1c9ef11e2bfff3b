/**
 * The checks every tile answer's parser shares (parse-tile-answer.ts,
 * parse-tile-summary.ts): each returns a value or null and never throws.
 */
import { unpackEntry } from '../map-index/map-entry';
import type { MapProblem } from '../model';
import { isRecord } from '../parse-values';
import { MAP_TILES_VERSION, type IndexStamp, type WireKind } from './tile-answers';

/** JSON text to a value, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A whole number ≥ 0 that JSON carries exactly. */
export const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A [type, status] pair, or null. */
export function readKind(value: unknown): WireKind | null {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string' ? [value[0], value[1]] : null;
}

/** What a version may be: the server writes 32 base64url characters after a short prefix; this allows some room, and nothing odd. */
const VERSION = /^[\w-]{1,64}$/u;

/** The header every answer shares: this format and the stamp of the index state it was built from. */
export function readStamp(data: unknown): IndexStamp | null {
  if (!isRecord(data) || data.v !== MAP_TILES_VERSION || typeof data.builtAt !== 'number' || !Number.isFinite(data.builtAt)) return null;
  if (typeof data.version !== 'string' || !VERSION.test(data.version)) return null;
  return { builtAt: data.builtAt, version: data.version };
}

/** Entries through unpackEntry, keeping those `keep` accepts; `dropped` counts the rest. */
export function readEntries(values: readonly unknown[], keep: (problem: MapProblem) => boolean): { problems: MapProblem[]; dropped: number } {
  const problems: MapProblem[] = [];
  let dropped = 0;
  for (const value of values) {
    const problem = unpackEntry(value);
    if (problem && keep(problem)) problems.push(problem);
    else dropped += 1;
  }
  return { problems, dropped };
}
