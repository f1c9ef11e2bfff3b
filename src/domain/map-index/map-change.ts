/**
 * One `mapChanges/{reportId}` document: the report's latest packed entry (a
 * JSON string; null when the report was deleted or left out of the index) and
 * `at`, when the change was committed.
 */
import type { MapProblem } from '../model';
import { toEpochMs } from '../parse-values';
import { unpackEntry } from './map-entry';

export interface MapChange {
  readonly id: string;
  /** Null: the report is no longer on the map. */
  readonly problem: MapProblem | null;
  /** Commit time (epoch ms); null when unreadable. */
  readonly at: number | null;
}

export function parseMapChange(id: string, data: unknown): MapChange {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  let problem: MapProblem | null = null;
  if (typeof record.entry === 'string') {
    try {
      problem = unpackEntry(JSON.parse(record.entry));
    } catch {
      problem = null;
    }
  }
  // An entry must describe the document it is stored under.
  if (problem && problem.id !== id) problem = null;
  return { id, problem, at: toEpochMs(record.at) };
}
