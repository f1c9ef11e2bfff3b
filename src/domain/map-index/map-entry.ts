/**
 * One report in the map index, packed as a JSON array so that tens of
 * thousands of them travel and store cheaply (no field names repeated):
 *
 *   [id, type, status, latitude, longitude, createdAt, resolvedAt, reporterUid,
 *    confirmedBy, deniedBy]
 *
 * Dates are epoch milliseconds or null; a position is two numbers or two nulls;
 * votes are a flat list [uid, at, uid, at, …]. Trailing nulls and empty vote
 * lists are left off. Numbers keep their full value, so every figure computed
 * from the index equals the one computed from the reports themselves.
 */
import { NO_VOTES, type MapProblem, type Vote } from '../model';
import { isEpochMs } from '../parse-values';

export type PackedEntry = readonly unknown[];

/** The map fields of a parsed report (a whole Problem passes too; the rest is dropped). */
export function toMapProblem(problem: MapProblem): MapProblem {
  return {
    id: problem.id,
    type: problem.type,
    status: problem.status,
    coordinates: problem.coordinates,
    reportedByUserId: problem.reportedByUserId,
    createdAt: problem.createdAt,
    resolvedAt: problem.resolvedAt,
    confirmedBy: problem.confirmedBy,
    deniedBy: problem.deniedBy,
  };
}

function packVotes(votes: readonly Vote[]): unknown[] {
  return votes.flatMap((vote) => [vote.userId, vote.at]);
}

/** Packs a report's map fields. */
export function packEntry(problem: MapProblem): PackedEntry {
  const entry: unknown[] = [
    problem.id,
    problem.type,
    problem.status,
    problem.coordinates?.latitude ?? null,
    problem.coordinates?.longitude ?? null,
    problem.createdAt,
    problem.resolvedAt,
    problem.reportedByUserId,
    packVotes(problem.confirmedBy),
    packVotes(problem.deniedBy),
  ];
  while (entry.length > 1) {
    const last = entry[entry.length - 1];
    if (last === null || (Array.isArray(last) && last.length === 0)) entry.pop();
    else break;
  }
  return entry;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const date = (value: unknown): number | null => (isEpochMs(value) ? value : null);

function unpackVotes(value: unknown): readonly Vote[] {
  if (!Array.isArray(value) || value.length < 2) return NO_VOTES;
  const votes: Vote[] = [];
  for (let i = 0; i + 1 < value.length; i += 2) {
    const userId = value[i];
    if (typeof userId === 'string' && userId !== '') votes.push({ userId, at: date(value[i + 1]) });
  }
  return votes.length > 0 ? votes : NO_VOTES;
}

/**
 * Unpacks an entry from the index file, a change or a saved snapshot: data
 * from outside, so every field is checked; null when it has no id.
 */
export function unpackEntry(value: unknown): MapProblem | null {
  if (!Array.isArray(value) || typeof value[0] !== 'string' || value[0] === '') return null;
  const latitude = finite(value[3]);
  const longitude = finite(value[4]);
  const placed = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return {
    id: value[0],
    type: text(value[1]),
    status: text(value[2]),
    coordinates: placed ? { latitude, longitude } : null,
    createdAt: date(value[5]),
    resolvedAt: date(value[6]),
    reportedByUserId: text(value[7]),
    confirmedBy: unpackVotes(value[8]),
    deniedBy: unpackVotes(value[9]),
  };
}
