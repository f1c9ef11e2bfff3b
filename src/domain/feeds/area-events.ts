/**
 * What an area's feed lists (issue 39, `/feeds/municipalities/{code}.atom` and
 * `/feeds/wards/{code}.atom`): each report in the area is an event when it came in and,
 * once resolved, another when it was resolved; the newest FEED_SIZE events, newest first.
 * Read from the map index, whose entries carry the municipality and ward the server placed
 * them in (docs/boundaries.md), so the feed, the map and the board count the same reports.
 *
 * A date that is not a date, or lies in the future (a phone with a wrong clock), makes no
 * event: it would otherwise sit at the top of every reader's list until that day came.
 */
import type { MapProblem } from '../model';
import { isMunicipalityCode, isWardCode } from '../places/place-codes';
import { isResolved } from '../problem-status';

export const FEED_SIZE = 50;

export type AreaKind = 'municipality' | 'ward';

export interface Area {
  readonly kind: AreaKind;
  readonly code: string;
}

export interface AreaEvent {
  readonly kind: 'received' | 'resolved';
  /** Epoch ms. */
  readonly at: number;
  readonly problem: MapProblem;
}

/** Whether a report lies in the area (the server's placing, carried by its map index entry). */
export function inArea(problem: MapProblem, area: Area): boolean {
  return (area.kind === 'municipality' ? problem.municipality : problem.ward) === area.code;
}

const usable = (at: number | null, now: number): at is number => typeof at === 'number' && Number.isFinite(at) && at >= 0 && at <= now;

/** The area's newest events, newest first; equal times in a fixed order (resolved first, then by id). */
export function areaEvents(problems: Iterable<MapProblem>, area: Area, now: number, limit: number = FEED_SIZE): AreaEvent[] {
  const events: AreaEvent[] = [];
  for (const problem of problems) {
    if (!inArea(problem, area)) continue;
    if (usable(problem.createdAt, now)) events.push({ kind: 'received', at: problem.createdAt, problem });
    if (isResolved(problem.status) && usable(problem.resolvedAt, now)) events.push({ kind: 'resolved', at: problem.resolvedAt, problem });
  }
  events.sort((a, b) => b.at - a.at || (a.kind === b.kind ? 0 : a.kind === 'resolved' ? -1 : 1) || (a.problem.id < b.problem.id ? -1 : a.problem.id > b.problem.id ? 1 : 0));
  return events.slice(0, limit);
}

/** `/feeds/municipalities/CPT.atom` → the area; anything else (another path, a code of the wrong shape) → null. */
export function parseFeedPath(pathname: string): Area | null {
  const match = /^\/feeds\/(municipalities|wards)\/([^/]+)\.atom$/u.exec(pathname);
  if (!match) return null;
  const code = match[2]!;
  if (match[1] === 'municipalities') return isMunicipalityCode(code) ? { kind: 'municipality', code } : null;
  return isWardCode(code) ? { kind: 'ward', code } : null;
}

/** The path of an area's feed (the inverse of parseFeedPath). */
export function feedPath(area: Area): string {
  return `/feeds/${area.kind === 'municipality' ? 'municipalities' : 'wards'}/${area.code}.atom`;
}
