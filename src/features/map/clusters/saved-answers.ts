/**
 * The clusters the map last drew, kept on the phone so the next visit can draw
 * them before the worker has built its index. At 50,000 reports that build
 * takes 150-300 ms on a 2-core machine, and it cannot start before the saved
 * copy has been read; offline, it was most of the wait for the first markers.
 *
 * An answer is reused only for the very same points: the same positions in the
 * same order with the same coordinates (two independent 32-bit hashes over
 * both, and the count), the same zoom and the same bounding box. Supercluster is
 * deterministic, so for those it would build the same clusters with the same ids,
 * and a cluster tapped before the worker is ready expands as it would have.
 * Points in an answer are positions in the data; the marker shows whatever
 * report sits there now. Pure: the caller reads and writes the storage.
 *
 * Before anything else, an answer also opens the next visit's map: it keeps the
 * filters it was drawn under and what each of its point markers showed (id,
 * type, status), so the map can draw the view it last drew, with those filters,
 * before the saved copy has even been read (findOpeningAnswer). That is the last
 * known map, not a claim about the copy: as soon as the copy is read, the map is
 * drawn from it (by the rule above, the same markers when nothing changed).
 */
import { TYPE_SLOT_COUNT } from '../../../domain/map-view/map-counts';
import type { MapProblem } from '../../../domain/model';
import type { ClusterItem } from './cluster-protocol';

/** How many answers to keep: the last few views (a pan, a zoom, the view before). */
export const SAVED_ANSWERS = 3;
/** Past this many items an answer is not kept: a view that busy is not worth storing. */
export const MAX_SAVED_ITEMS = 500;

/** What a point marker shows and opens. */
export type MarkerPoint = Pick<MapProblem, 'id' | 'type' | 'status'>;

/** A point item's report as its marker showed it. */
export interface ShownPoint extends MarkerPoint {
  /** The point item's `index`. */
  readonly index: number;
}

export interface SavedAnswer {
  /** pointSetKey of the points the index held. */
  readonly set: string;
  readonly zoom: number;
  readonly bbox: readonly [number, number, number, number];
  readonly items: readonly ClusterItem[];
  /** The filters the view was drawn under (filtersKey); absent in answers saved before the opening draw. */
  readonly filters?: string;
  /** What each point item showed, for the opening draw; absent like `filters`. */
  readonly shown?: readonly ShownPoint[];
}

/**
 * Each position's coordinates (lng, lat pairs, as `coordinates` holds them) as two independent
 * 32-bit hashes, two words a position. Made once per data version, so that naming a shown set
 * (pointSetKey, on every filter change) reads two words a point instead of mixing its four:
 * that was 4-6 ms of main-thread time per filter change at 50,000 reports in a profile.
 */
export function coordinateHashes(coordinates: Float64Array): Uint32Array {
  const bits = new Uint32Array(coordinates.buffer, coordinates.byteOffset, coordinates.length * 2);
  const hashes = new Uint32Array(coordinates.length);
  for (let position = 0; position < coordinates.length / 2; position += 1) {
    // FNV-1a and a multiply-xorshift stream with other constants: a wrong answer needs both to collide.
    let a = 0x811c9dc5;
    let b = 0x9e3779b9;
    for (let k = 4 * position; k < 4 * position + 4; k += 1) {
      a = Math.imul(a ^ bits[k]!, 0x01000193);
      b = Math.imul(b ^ bits[k]!, 0x85ebca6b);
      b ^= b >>> 13;
    }
    hashes[2 * position] = a >>> 0;
    hashes[2 * position + 1] = b >>> 0;
  }
  return hashes;
}

/**
 * Names a set of shown points by what clustering depends on: which positions, in which order,
 * at which coordinates (`hashes`: coordinateHashes of every position in the data).
 */
export function pointSetKey(points: Uint32Array, hashes: Uint32Array): string {
  // Each stream mixes the position and one of its two coordinate hashes.
  let a = 0x811c9dc5;
  let b = 0x9e3779b9 ^ points.length;
  for (let n = 0; n < points.length; n += 1) {
    const position = points[n]!;
    a = Math.imul(a ^ position, 0x01000193);
    a = Math.imul(a ^ (hashes[2 * position] ?? 0), 0x01000193);
    b = Math.imul(b ^ position, 0x85ebca6b);
    b ^= b >>> 13;
    b = Math.imul(b ^ (hashes[2 * position + 1] ?? 0), 0x85ebca6b);
    b ^= b >>> 13;
  }
  return `${points.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
}

function sameBox(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** The saved clusters for exactly this set, zoom and box, or undefined. */
export function findAnswer(
  answers: readonly SavedAnswer[],
  set: string,
  bbox: readonly [number, number, number, number],
  zoom: number,
): readonly ClusterItem[] | undefined {
  return answers.find((answer) => answer.set === set && answer.zoom === zoom && sameBox(answer.bbox, bbox))?.items;
}

/** Whether box `inner` lies within box `outer` (both [west, south, east, north]). */
function containsBox(outer: readonly number[], inner: readonly number[]): boolean {
  return outer[0]! <= inner[0]! && outer[1]! <= inner[1]! && outer[2]! >= inner[2]! && outer[3]! >= inner[3]!;
}

/**
 * The view last drawn under these filters at this zoom, around this box, with every point's
 * report, for the map to draw as it opens, before the saved copy is read; undefined when there
 * is none. Around, not exactly: the offline strip makes the map a little shorter than when the
 * view was saved, and clusters do not depend on the box asked for (the box only picks which
 * come back), so the answer for a larger box holds every marker of this one.
 */
export function findOpeningAnswer(
  answers: readonly SavedAnswer[],
  filters: string,
  bbox: readonly [number, number, number, number],
  zoom: number,
): SavedAnswer | undefined {
  return answers.find((answer) => {
    if (answer.filters !== filters || answer.zoom !== zoom || !containsBox(answer.bbox, bbox) || answer.items.length === 0) return false;
    const shown = new Set(answer.shown?.map((point) => point.index));
    return answer.items.every((item) => item.kind === 'cluster' || shown.has(item.index));
  });
}

/** Whether any answer is for this set (then the map can draw before the worker is ready). */
export function hasAnswersFor(answers: readonly SavedAnswer[], set: string): boolean {
  return answers.some((answer) => answer.set === set);
}

/** The answers with this one first (replacing one for the same view), the oldest dropped. */
export function withAnswer(answers: readonly SavedAnswer[], answer: SavedAnswer): SavedAnswer[] {
  if (answer.items.length > MAX_SAVED_ITEMS) return [...answers];
  const others = answers.filter((old) => !(old.set === answer.set && old.zoom === answer.zoom && sameBox(old.bbox, answer.bbox)));
  return [answer, ...others].slice(0, SAVED_ANSWERS);
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function parseItem(raw: unknown): ClusterItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Record<string, unknown>;
  if (!isFiniteNumber(item.lng) || !isFiniteNumber(item.lat)) return null;
  if (item.kind === 'cluster' && isCount(item.clusterId) && isCount(item.count) && item.count >= 2) {
    const cluster = { kind: 'cluster', clusterId: item.clusterId, count: item.count, lng: item.lng, lat: item.lat } as const;
    // The per-type tally is kept only when whole and adding up; a cluster without one is named by its count.
    const types = item.types;
    const whole = Array.isArray(types) && types.length === TYPE_SLOT_COUNT && types.every(isCount) && types.reduce((a: number, b: number) => a + b, 0) === item.count;
    return whole ? { ...cluster, types: types as number[] } : cluster;
  }
  if (item.kind === 'point' && isCount(item.index)) return { kind: 'point', index: item.index, lng: item.lng, lat: item.lat };
  return null;
}

function parseShownPoint(raw: unknown): ShownPoint | null {
  if (!raw || typeof raw !== 'object') return null;
  const { index, id, type, status } = raw as Record<string, unknown>;
  if (!isCount(index) || typeof id !== 'string' || id === '' || typeof type !== 'string' || typeof status !== 'string') return null;
  return { index, id, type, status };
}

/** The opening draw's part of an answer: both fields whole, or neither (a damaged part is dropped, the answer kept). */
function parseOpening(filters: unknown, shown: unknown): Pick<SavedAnswer, 'filters' | 'shown'> {
  if (typeof filters !== 'string' || !Array.isArray(shown)) return {};
  const points = shown.map(parseShownPoint);
  return points.some((point) => point === null) ? {} : { filters, shown: points as ShownPoint[] };
}

function parseAnswer(raw: unknown): SavedAnswer | null {
  if (!raw || typeof raw !== 'object') return null;
  const answer = raw as Record<string, unknown>;
  const { set, zoom, bbox, items } = answer;
  if (typeof set !== 'string' || !isFiniteNumber(zoom) || !Array.isArray(items)) return null;
  if (!Array.isArray(bbox) || bbox.length !== 4 || !bbox.every(isFiniteNumber)) return null;
  const parsed = items.map(parseItem);
  if (parsed.some((item) => item === null)) return null;
  return { set, zoom, bbox: bbox as [number, number, number, number], items: parsed as ClusterItem[], ...parseOpening(answer.filters, answer.shown) };
}

/**
 * Reads answers back from storage. Anything damaged is dropped, answer by
 * answer: a wrong cluster drawn from a bad record would be worse than waiting
 * for the worker.
 */
export function parseSavedAnswers(text: string | null): SavedAnswer[] {
  if (!text) return [];
  try {
    const raw: unknown = JSON.parse(text);
    if (!Array.isArray(raw)) return [];
    return raw
      .map(parseAnswer)
      .filter((answer): answer is SavedAnswer => answer !== null)
      .slice(0, SAVED_ANSWERS);
  } catch {
    return [];
  }
}
