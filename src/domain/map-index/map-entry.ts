/**
 * One report in the map index, packed as a JSON array so that tens of
 * thousands of them travel and store cheaply (no field names repeated):
 *
 *   [id, type, status, latitude, longitude, createdAt, resolvedAt, reporterUid, municipality, ward]
 *
 * Dates are epoch milliseconds or null; a position is two numbers or two nulls.
 * Trailing nulls are left off. Numbers keep their full value, so every map
 * figure computed from the index equals the one computed from the reports.
 *
 * Entry format 3 (issue 39) adds the report's place: its municipality's code and
 * its ward's (place-codes.ts), both or neither, which the server works out from
 * the position (docs/boundaries.md §3); a report in no ward ends at position 7,
 * exactly as in format 2. Positions 8 and 9 held format 1's vote lists, which
 * were arrays: a reader of format 1 reads a code there as no votes, a reader of
 * format 2 ignores them, and this reader takes only two strings of the codes'
 * shapes, so a vote list (or anything damaged) reads as no place.
 *
 * Entry format 2 (issue 36). Format 1 added two vote lists, [uid, at, …] for
 * confirmations and denials: every voter's identity and vote time in a public
 * file, and an entry that grew with every vote until the cell left it out (about
 * 363 votes hid a report). Format 2 carries no vote at all and every field is
 * bounded (strings cut to the lengths below, numbers are numbers), so an entry
 * is never longer than MAX_ENTRY_BYTES, whatever the report holds. The first
 * eight positions are the same in both formats: a format 1 entry (a saved copy,
 * an old file in a cache) reads as format 2 with its votes ignored, and a site
 * that still reads format 1 reads format 2 as a report nobody voted on.
 */
import { NO_VOTES, type MapProblem } from '../model';
import { isEpochMs } from '../parse-values';
import { isMunicipalityCode, isWardCode, MAX_MUNICIPALITY_CODE_CHARS, placeOf, WARD_CODE_CHARS } from '../places/place-codes';

export type PackedEntry = readonly unknown[];

/** The entry format this code writes (see above). */
export const MAP_ENTRY_FORMAT = 3;

/** Longest id kept whole; the rules allow 128 (report-limits.ts), so a longer id never reaches the index from a client. */
export const MAX_ENTRY_ID_CHARS = 128;
/** Type and status are names from short lists (problem-types.ts; Active/Resolved); anything longer is cut. */
export const MAX_ENTRY_TYPE_CHARS = 64;
export const MAX_ENTRY_STATUS_CHARS = 32;
/** Firebase Auth uids are at most 128 characters. */
export const MAX_ENTRY_UID_CHARS = 128;

/** The longest JSON a number or null can take ("-1.2345678901234567e-308"). */
const MAX_NUMBER_JSON = 24;
/** JSON writes a character as at most 6 bytes (`\u001f`, or a lone surrogate's `\udc00`). */
const MAX_BYTES_PER_CHAR = 6;
const stringJsonBytes = (chars: number) => 2 + chars * MAX_BYTES_PER_CHAR;

/** An upper bound on the UTF-8 bytes of any entry's JSON, with the commas and brackets. */
export const MAX_ENTRY_BYTES =
  2 +
  7 +
  stringJsonBytes(MAX_ENTRY_ID_CHARS) +
  stringJsonBytes(MAX_ENTRY_TYPE_CHARS) +
  stringJsonBytes(MAX_ENTRY_STATUS_CHARS) +
  4 * MAX_NUMBER_JSON +
  stringJsonBytes(MAX_ENTRY_UID_CHARS) +
  2 +
  (2 + MAX_MUNICIPALITY_CODE_CHARS) +
  (2 + WARD_CODE_CHARS);

/** `value` cut to at most `max` UTF-16 units, never between the two halves of a character. */
export function clampText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** The map fields of a parsed report (a whole Problem passes too; the rest, votes included, is dropped). */
export function toMapProblem(problem: MapProblem): MapProblem {
  const place = placeOf(problem.municipality, problem.ward);
  return {
    id: problem.id,
    type: problem.type,
    status: problem.status,
    coordinates: problem.coordinates,
    reportedByUserId: problem.reportedByUserId,
    createdAt: problem.createdAt,
    resolvedAt: problem.resolvedAt,
    confirmedBy: NO_VOTES,
    deniedBy: NO_VOTES,
    municipality: place?.municipality,
    ward: place?.ward,
  };
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const date = (value: unknown): number | null => (isEpochMs(value) ? value : null);

/**
 * Packs a report's map fields, every one bounded. The id is kept whole here:
 * an id over MAX_ENTRY_ID_CHARS is refused by the index (map-shards.ts), since
 * a cut id would name another report. The place is written only when both
 * codes have their shapes (it comes from the server's placer, map-shards.ts).
 */
export function packEntry(problem: MapProblem): PackedEntry {
  const placed = problem.coordinates !== null && finite(problem.coordinates.latitude) !== null && finite(problem.coordinates.longitude) !== null;
  const entry: unknown[] = [
    problem.id,
    clampText(problem.type, MAX_ENTRY_TYPE_CHARS),
    clampText(problem.status, MAX_ENTRY_STATUS_CHARS),
    placed ? problem.coordinates!.latitude : null,
    placed ? problem.coordinates!.longitude : null,
    date(problem.createdAt),
    date(problem.resolvedAt),
    clampText(problem.reportedByUserId, MAX_ENTRY_UID_CHARS),
  ];
  const place = placeOf(problem.municipality, problem.ward);
  if (place) entry.push(place.municipality, place.ward);
  while (entry.length > 1 && entry[entry.length - 1] === null) entry.pop();
  return entry;
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? clampText(value, max) : '');

/**
 * Unpacks an entry from the index file, a change or a saved snapshot: data
 * from outside, so every field is checked; null when it has no id. Positions 8
 * and 9 are the place in format 3 and the vote lists in format 1 (ignored: they
 * are no codes); a format 2 entry has nothing there and reads as unplaced.
 */
export function unpackEntry(value: unknown): MapProblem | null {
  if (!Array.isArray(value) || typeof value[0] !== 'string' || value[0] === '') return null;
  const latitude = finite(value[3]);
  const longitude = finite(value[4]);
  const placed = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  const place = isMunicipalityCode(value[8]) && isWardCode(value[9]);
  return {
    id: value[0],
    type: text(value[1], MAX_ENTRY_TYPE_CHARS),
    status: text(value[2], MAX_ENTRY_STATUS_CHARS),
    coordinates: placed ? { latitude, longitude } : null,
    createdAt: date(value[5]),
    resolvedAt: date(value[6]),
    reportedByUserId: text(value[7], MAX_ENTRY_UID_CHARS),
    confirmedBy: NO_VOTES,
    deniedBy: NO_VOTES,
    // Always both keys (undefined when unplaced), so every unpacked report has one shape.
    municipality: place ? (value[8] as string) : undefined,
    ward: place ? (value[9] as string) : undefined,
  };
}
