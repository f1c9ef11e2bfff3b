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
 *
 * Version 2 holds entry format 2 or 3 (map-entry.ts): no votes. Since entry
 * format 3 it also has two place columns, each report's municipality and ward
 * codes (NO_PLACE where it has none). They are added to version 2, not made a
 * version 3, so a site still running the code before them reads a copy saved
 * by this one (it ignores the two columns) rather than throwing it away; a copy
 * saved without them reads as unplaced reports, which the changes or the next
 * fresh file place. Version 1 also held every vote (counts per report, then
 * each voter's uid and time); it is still read, its votes ignored, and reported
 * `outdated` so the store saves the copy again as version 2, which takes the
 * voters off the device.
 */
import { NO_VOTES, type MapProblem } from '../model';
import { isEpochMs } from '../parse-values';
import { placeOf } from '../places/place-codes';
import { clampText, MAX_ENTRY_STATUS_CHARS, MAX_ENTRY_TYPE_CHARS, MAX_ENTRY_UID_CHARS } from './map-entry';

export const MAP_COLUMNS_VERSION = 2;
/** The version with vote columns, read and converted. */
const VOTES_COLUMNS_VERSION = 1;
/** The code in the place columns of a report in no ward. */
export const NO_PLACE = 0xffff_ffff;

export interface MapColumns {
  readonly v: typeof MAP_COLUMNS_VERSION;
  readonly ids: readonly string[];
  /** Every distinct type, status and user id; the code columns point into it. */
  readonly strings: readonly string[];
  readonly type: Uint32Array;
  readonly status: Uint32Array;
  readonly reporter: Uint32Array;
  /** The municipality's and the ward's codes, into `strings`; NO_PLACE for a report in no ward (entry format 3). */
  readonly municipality: Uint32Array;
  readonly ward: Uint32Array;
  /** NaN where a report has no position. */
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  /** Epoch ms; NaN for null. */
  readonly createdAt: Float64Array;
  readonly resolvedAt: Float64Array;
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
    municipality: new Uint32Array(n),
    ward: new Uint32Array(n),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
    createdAt: new Float64Array(n),
    resolvedAt: new Float64Array(n),
  } as const;
  problems.forEach((problem, i) => {
    columns.type[i] = code(problem.type);
    columns.status[i] = code(problem.status);
    columns.reporter[i] = code(problem.reportedByUserId);
    const place = placeOf(problem.municipality, problem.ward);
    columns.municipality[i] = place ? code(place.municipality) : NO_PLACE;
    columns.ward[i] = place ? code(place.ward) : NO_PLACE;
    columns.latitude[i] = problem.coordinates?.latitude ?? Number.NaN;
    columns.longitude[i] = problem.coordinates?.longitude ?? Number.NaN;
    columns.createdAt[i] = orNaN(problem.createdAt);
    columns.resolvedAt[i] = orNaN(problem.resolvedAt);
  });
  return columns;
}

export interface ColumnsRead {
  /** The reports, in the stored order; those without an id are left out. */
  readonly problems: MapProblem[];
  /** How many were left out. */
  readonly damaged: number;
  /** Read from an older version (with votes): save the copy again. */
  readonly outdated: boolean;
}

function isShapeOf(value: unknown, n: number, kind: typeof Uint32Array | typeof Float64Array): boolean {
  return value instanceof kind && value.length === n;
}

type ReadColumns = Omit<MapColumns, 'v' | 'municipality' | 'ward'> & { v: number; municipality?: Uint32Array; ward?: Uint32Array };

/**
 * Whether `value` has the shape toMapColumns makes, in this version or version 1 (every column
 * as long as the ids, every code in range; the place columns may be missing, from before them).
 */
function isMapColumns(value: unknown): value is ReadColumns {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  if ((c.v !== MAP_COLUMNS_VERSION && c.v !== VOTES_COLUMNS_VERSION) || !Array.isArray(c.ids) || !Array.isArray(c.strings)) return false;
  const n = c.ids.length;
  const placeKeys = c.municipality === undefined && c.ward === undefined ? [] : ['municipality', 'ward'];
  const ints = ['type', 'status', 'reporter', ...placeKeys].every((key) => isShapeOf(c[key], n, Uint32Array));
  const floats = ['latitude', 'longitude', 'createdAt', 'resolvedAt'].every((key) => isShapeOf(c[key], n, Float64Array));
  if (!ints || !floats || !c.strings.every((s) => typeof s === 'string')) return false;
  const columns = value as MapColumns;
  const inRange = (codes: Uint32Array) => codes.every((code) => code < columns.strings.length);
  const placeInRange = (codes: Uint32Array | undefined) => codes === undefined || codes.every((code) => code === NO_PLACE || code < columns.strings.length);
  return [columns.type, columns.status, columns.reporter].every(inRange) && placeInRange(c.municipality as Uint32Array | undefined) && placeInRange(c.ward as Uint32Array | undefined);
}

/** The string a place code names; undefined for NO_PLACE or a copy from before the place columns. */
const placeString = (strings: readonly string[], codes: Uint32Array | undefined, i: number): string | undefined => {
  const code = codes?.[i];
  return code === undefined || code === NO_PLACE ? undefined : strings[code];
};

const date = (value: number): number | null => (isEpochMs(value) ? value : null);

/** Reads columns back into reports; null when they are not in the shape written (the whole copy is untrusted). */
export function fromMapColumns(value: unknown): ColumnsRead | null {
  if (!isMapColumns(value)) return null;
  const c = value;
  const problems: MapProblem[] = [];
  let damaged = 0;
  for (let i = 0; i < c.ids.length; i += 1) {
    const id = c.ids[i];
    if (typeof id !== 'string' || id === '') {
      damaged += 1;
      continue;
    }
    const latitude = c.latitude[i]!;
    const longitude = c.longitude[i]!;
    const placed = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    const place = placeOf(placeString(c.strings, c.municipality, i), placeString(c.strings, c.ward, i));
    problems.push({
      id,
      type: clampText(c.strings[c.type[i]!]!, MAX_ENTRY_TYPE_CHARS),
      status: clampText(c.strings[c.status[i]!]!, MAX_ENTRY_STATUS_CHARS),
      coordinates: placed ? { latitude, longitude } : null,
      createdAt: date(c.createdAt[i]!),
      resolvedAt: date(c.resolvedAt[i]!),
      reportedByUserId: clampText(c.strings[c.reporter[i]!]!, MAX_ENTRY_UID_CHARS),
      confirmedBy: NO_VOTES,
      deniedBy: NO_VOTES,
      municipality: place?.municipality,
      ward: place?.ward,
    });
  }
  return { problems, damaged, outdated: c.v !== MAP_COLUMNS_VERSION };
}
