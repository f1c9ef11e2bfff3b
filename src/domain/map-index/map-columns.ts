/**
 * The map index as the snapshot store keeps it: one array per field (typed
 * arrays for numbers, one list of the distinct strings), not one packed JSON
 * entry per report. IndexedDB hands typed arrays back as copies of their
 * bytes, so a returning visit rebuilds 50,000 reports from a handful of
 * arrays instead of parsing a multi-megabyte JSON string and 50,000 small
 * arrays (~400 ms of main thread at 50,000 on a busy 2-core machine).
 *
 * Read back, every value is checked as unpackEntry checks a packed entry:
 * the record came from storage, which another version or a damaged disk may
 * have written.
 */
import { NO_VOTES, type MapProblem, type Vote } from '../model';
import { isEpochMs } from '../parse-values';

export const MAP_COLUMNS_VERSION = 1;

export interface MapColumns {
  readonly v: typeof MAP_COLUMNS_VERSION;
  readonly ids: readonly string[];
  /** Every distinct type, status and user id; the code columns point into it. */
  readonly strings: readonly string[];
  readonly type: Uint32Array;
  readonly status: Uint32Array;
  readonly reporter: Uint32Array;
  /** NaN where a report has no position. */
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  /** Epoch ms; NaN for null. */
  readonly createdAt: Float64Array;
  readonly resolvedAt: Float64Array;
  /** How many confirmations and denials each report has; their voters follow in `voter`, report by report. */
  readonly confirmed: Uint32Array;
  readonly denied: Uint32Array;
  readonly voter: Uint32Array;
  /** Epoch ms of each vote; NaN for null. */
  readonly votedAt: Float64Array;
}

const orNaN = (value: number | null) => (value === null ? Number.NaN : value);

/** Packs reports into columns, in the same order. */
export function toMapColumns(problems: readonly MapProblem[]): MapColumns {
  const n = problems.length;
  const strings: string[] = [];
  const codes = new Map<string, number>();
  const code = (value: string) => {
    let found = codes.get(value);
    if (found === undefined) {
      found = strings.length;
      strings.push(value);
      codes.set(value, found);
    }
    return found;
  };
  const columns = {
    v: MAP_COLUMNS_VERSION,
    ids: problems.map((problem) => problem.id),
    strings,
    type: new Uint32Array(n),
    status: new Uint32Array(n),
    reporter: new Uint32Array(n),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
    createdAt: new Float64Array(n),
    resolvedAt: new Float64Array(n),
    confirmed: new Uint32Array(n),
    denied: new Uint32Array(n),
  };
  const voters: number[] = [];
  const times: number[] = [];
  problems.forEach((problem, i) => {
    columns.type[i] = code(problem.type);
    columns.status[i] = code(problem.status);
    columns.reporter[i] = code(problem.reportedByUserId);
    columns.latitude[i] = problem.coordinates?.latitude ?? Number.NaN;
    columns.longitude[i] = problem.coordinates?.longitude ?? Number.NaN;
    columns.createdAt[i] = orNaN(problem.createdAt);
    columns.resolvedAt[i] = orNaN(problem.resolvedAt);
    columns.confirmed[i] = problem.confirmedBy.length;
    columns.denied[i] = problem.deniedBy.length;
    for (const vote of [...problem.confirmedBy, ...problem.deniedBy]) {
      voters.push(code(vote.userId));
      times.push(orNaN(vote.at));
    }
  });
  return { ...columns, v: MAP_COLUMNS_VERSION, voter: Uint32Array.from(voters), votedAt: Float64Array.from(times) };
}

export interface ColumnsRead {
  /** The reports, in the stored order; those without an id are left out. */
  readonly problems: MapProblem[];
  /** How many were left out. */
  readonly damaged: number;
}

function isShapeOf(value: unknown, n: number, kind: typeof Uint32Array | typeof Float64Array): boolean {
  return value instanceof kind && value.length === n;
}

/** Whether `value` has the shape toMapColumns makes (every column as long as the ids, every code in range). */
function isMapColumns(value: unknown): value is MapColumns {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  if (c.v !== MAP_COLUMNS_VERSION || !Array.isArray(c.ids) || !Array.isArray(c.strings)) return false;
  const n = c.ids.length;
  const ints = ['type', 'status', 'reporter', 'confirmed', 'denied'].every((key) => isShapeOf(c[key], n, Uint32Array));
  const floats = ['latitude', 'longitude', 'createdAt', 'resolvedAt'].every((key) => isShapeOf(c[key], n, Float64Array));
  if (!ints || !floats || !(c.voter instanceof Uint32Array) || !(c.votedAt instanceof Float64Array)) return false;
  const columns = value as MapColumns;
  if (columns.voter.length !== columns.votedAt.length || !columns.strings.every((s) => typeof s === 'string')) return false;
  let votes = 0;
  for (let i = 0; i < n; i += 1) votes += columns.confirmed[i]! + columns.denied[i]!;
  const inRange = (codes: Uint32Array) => codes.every((code) => code < columns.strings.length);
  return votes === columns.voter.length && [columns.type, columns.status, columns.reporter, columns.voter].every(inRange);
}

const date = (value: number): number | null => (isEpochMs(value) ? value : null);

/** Reads columns back into reports; null when they are not in the shape written (the whole copy is untrusted). */
export function fromMapColumns(value: unknown): ColumnsRead | null {
  if (!isMapColumns(value)) return null;
  const c = value;
  const problems: MapProblem[] = [];
  let damaged = 0;
  let nextVote = 0;
  const votes = (count: number): readonly Vote[] => {
    if (count === 0) return NO_VOTES;
    const list: Vote[] = [];
    for (let k = 0; k < count; k += 1, nextVote += 1) {
      const userId = c.strings[c.voter[nextVote]!]!;
      if (userId !== '') list.push({ userId, at: date(c.votedAt[nextVote]!) });
    }
    return list.length > 0 ? list : NO_VOTES;
  };
  for (let i = 0; i < c.ids.length; i += 1) {
    const id = c.ids[i];
    const confirmedBy = votes(c.confirmed[i]!);
    const deniedBy = votes(c.denied[i]!);
    if (typeof id !== 'string' || id === '') {
      damaged += 1;
      continue;
    }
    const latitude = c.latitude[i]!;
    const longitude = c.longitude[i]!;
    const placed = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    problems.push({
      id,
      type: c.strings[c.type[i]!]!,
      status: c.strings[c.status[i]!]!,
      coordinates: placed ? { latitude, longitude } : null,
      createdAt: date(c.createdAt[i]!),
      resolvedAt: date(c.resolvedAt[i]!),
      reportedByUserId: c.strings[c.reporter[i]!]!,
      confirmedBy,
      deniedBy,
    });
  }
  return { problems, damaged };
}
