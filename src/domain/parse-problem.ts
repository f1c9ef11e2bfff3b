/**
 * Turns a raw `problems/{id}` document into a Problem. The mobile app has written
 * these for years in several shapes; every field is repaired to a safe default
 * where it can be, and only a record with no usable id is skipped. Never throws.
 */
import type { Problem, ProblemPhoto, Vote } from './model';
import { parsed, skipped, type ParseResult } from './parse-result';
import { isRecord, toCoordinates, toCount, toEpochMs, toText } from './parse-values';

/** Parses one problem document; `id` is the document id. */
export function parseProblem(id: unknown, data: unknown): ParseResult<Problem> {
  // The document id is a key, not text: kept exactly (trimmed, " a" would name another document).
  const docId = typeof id === 'string' && id !== '' ? id : typeof id === 'number' && Number.isFinite(id) ? String(id) : null;
  if (docId === null) return skipped('problem without an id');
  if (!isRecord(data)) return skipped(`problem ${docId}: document is not an object`);
  const confirmedBy = parseVotes(data.confirmedBy);
  const deniedBy = parseVotes(data.deniedBy);
  return parsed({
    id: docId,
    type: toText(data.type) ?? '',
    description: toText(data.description) ?? '',
    status: toText(data.status) ?? '',
    coordinates: toCoordinates(data.coordinates),
    streetAddress: toText(data.streetAddress) ?? '',
    reportedBy: toText(data.reportedBy) ?? '',
    reportedByUserId: toText(data.reportedByUserId) ?? '',
    createdAt: toEpochMs(data.createdAt),
    resolvedAt: toEpochMs(data.resolvedAt),
    // A missing counter falls back to the number of votes recorded, which is what it counts.
    confirmations: data.confirmations === undefined ? confirmedBy.length : toCount(data.confirmations),
    denials: data.denials === undefined ? deniedBy.length : toCount(data.denials),
    confirmedBy,
    deniedBy,
    photos: parsePhotos(data.photos),
    municipalReference: toText(data.municipalReference) ?? toText(data.municipalRefNumber),
  });
}

/**
 * `confirmedBy`/`deniedBy`: a map keyed by user id whose entries are a timestamp
 * or an object holding one (`{timestamp}`). A list is read too: plain user ids
 * (some old documents) or `{userId, at}` votes (our own snapshot records).
 */
export function parseVotes(value: unknown): Vote[] {
  if (Array.isArray(value)) {
    return value.flatMap((entry) => {
      const userId = toText(isRecord(entry) ? entry.userId : entry);
      return userId === null ? [] : [{ userId, at: isRecord(entry) ? voteTime(entry.at ?? entry) : null }];
    });
  }
  if (!isRecord(value)) return [];
  return Object.entries(value).map(([userId, entry]) => ({ userId, at: voteTime(entry) }));
}

function voteTime(entry: unknown): number | null {
  const direct = toEpochMs(entry);
  if (direct !== null) return direct;
  if (isRecord(entry)) return toEpochMs(entry.timestamp ?? entry.createdAt ?? entry.at);
  return null;
}

/** Photo entries are `{url}` objects (or, in old documents, bare URL strings). */
export function parsePhotos(value: unknown): ProblemPhoto[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const url = toText(isRecord(entry) ? entry.url : entry);
    return url === null ? [] : [{ url }];
  });
}
