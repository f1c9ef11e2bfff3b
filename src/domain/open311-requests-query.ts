/**
 * The parameters of `GET requests.{format}`, checked. Two kinds of query: a list
 * of ids (which, as the standard says, overrides every other parameter) or a
 * search over a window of report dates. The standard's defaults apply: the last
 * 90 days, at most 1,000 requests; `page_size` (an extension, as on other
 * Open311 servers) asks for fewer, and `cursor` (from the `Link: rel="next"` URL
 * of the page before: open311-cursor.ts) reaches further. A page number past 1 is
 * refused: Firestore would read, and bill, every report before that page.
 * `municipality` (an extension: one or more codes of the 2020 demarcation, `CPT,ETH`)
 * keeps the reports the server placed in those municipalities (docs/boundaries.md).
 * Every bad value is named in an error; unknown parameters (`jurisdiction_id`,
 * `api_key`) are ignored (the function redirects them away: open311-canonical.ts).
 */
import type { ProblemType } from './problem-types';
import { decodeCursor, type PageCursor } from './open311-cursor';
import { open311Error, type Open311Error } from './open311-error';
import { isMunicipalityCode } from './places/place-codes';
import { problemTypeOfCode } from './open311-service-codes';
import { parseW3cDateTime } from './w3c-datetime';

export const DEFAULT_WINDOW_DAYS = 90;
/** The standard: a start and end date "may not span more than 90 days". */
export const MAX_WINDOW_DAYS = 90;
export const MAX_REQUESTS = 1000;
export const MAX_IDS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Open311Status = 'open' | 'closed';

export interface IdsQuery {
  readonly kind: 'ids';
  readonly ids: readonly string[];
}

export interface SearchQuery {
  readonly kind: 'search';
  /** Null: every type. */
  readonly types: readonly ProblemType[] | null;
  /** Null: open and closed. */
  readonly status: Open311Status | null;
  /** Municipality codes (the extension `municipality`); null: anywhere, placed or not. */
  readonly municipalities: readonly string[] | null;
  /** Reports made from `start` to `end` inclusive, epoch milliseconds. */
  readonly start: number;
  readonly end: number;
  /** Newest first, from just after `after` (null: from the newest), at most `limit`. */
  readonly after: PageCursor | null;
  readonly limit: number;
}

export type RequestsQuery = IdsQuery | SearchQuery;

/** Read access to query parameters (URLSearchParams fits): every value given under a name. */
export interface QueryParams {
  getAll(name: string): string[];
}

export type QueryResult = { readonly ok: true; readonly query: RequestsQuery } | { readonly ok: false; readonly errors: Open311Error[] };

/** Checks the parameters of a requests search made at `now`. */
export function parseRequestsQuery(params: QueryParams, now: number): QueryResult {
  const errors: Open311Error[] = [];
  const ids = listParam(params, 'service_request_id');
  if (ids.length > 0) {
    const bad = ids.find((id) => !isDocumentId(id));
    if (bad !== undefined) errors.push(badParam(`service_request_id "${bad}" is not a request id`));
    if (ids.length > MAX_IDS) errors.push(badParam(`at most ${MAX_IDS} service_request_id values at once`));
    return errors.length > 0 ? { ok: false, errors } : { ok: true, query: { kind: 'ids', ids: [...new Set(ids)] } };
  }
  const types = parseServiceCodes(listParam(params, 'service_code'), errors);
  const status = parseStatus(listParam(params, 'status'), errors);
  const municipalities = parseMunicipalities(listParam(params, 'municipality'), errors);
  const window = parseWindow(textParam(params, 'start_date'), textParam(params, 'end_date'), now, errors);
  const page = textParam(params, 'page');
  if (page !== null && page !== '1') errors.push(badParam(PAGE_NUMBER_REFUSED(page)));
  const pageSize = parseWhole(textParam(params, 'page_size'), 'page_size', 1, MAX_REQUESTS, MAX_REQUESTS, errors);
  const after = parseCursor(textParam(params, 'cursor'), errors);
  if (errors.length > 0 || window === null) return { ok: false, errors };
  return { ok: true, query: { kind: 'search', types, status, municipalities, ...window, after, limit: pageSize } };
}

/** How to page, said to a client that asked for a page by number. */
const PAGE_NUMBER_REFUSED = (page: string) =>
  `page "${page}": pages are not reached by number here; follow the URL in the Link header (rel="next") of the page before, which carries a cursor`;

function parseCursor(text: string | null, errors: Open311Error[]): PageCursor | null {
  if (text === null) return null;
  const cursor = decodeCursor(text);
  if (cursor === null) errors.push(badParam(`cursor "${text.slice(0, 100)}" is not one this server gave: take it from the Link header (rel="next")`));
  return cursor;
}

/** True for a string Firestore accepts as a document id. */
export function isDocumentId(id: string): boolean {
  return id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/u.test(id) && id.length <= 1500;
}

function badParam(description: string): Open311Error {
  return open311Error(400, description);
}

/** A comma list, gathered from every occurrence of the parameter; blanks dropped. */
function listParam(params: QueryParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** A single value; an empty one counts as not given. */
function textParam(params: QueryParams, name: string): string | null {
  const values = params.getAll(name).map((value) => value.trim()).filter((value) => value !== '');
  return values[0] ?? null;
}

function parseServiceCodes(codes: string[], errors: Open311Error[]): ProblemType[] | null {
  if (codes.length === 0) return null;
  const types: ProblemType[] = [];
  for (const code of codes) {
    const type = problemTypeOfCode(code);
    if (type === null) errors.push(badParam(`service_code "${code}" is not a service: see services.json`));
    else if (!types.includes(type)) types.push(type);
  }
  return types;
}

/** Codes of the demarcation's shape (`CPT`, `WC011`), each once; a code no municipality has finds nothing. */
function parseMunicipalities(codes: string[], errors: Open311Error[]): string[] | null {
  if (codes.length === 0) return null;
  const bad = codes.find((code): boolean => !isMunicipalityCode(code));
  if (bad !== undefined) errors.push(badParam(`municipality "${bad.slice(0, 100)}" is not a municipality code such as CPT or WC011`));
  return [...new Set(codes)];
}

function parseStatus(values: string[], errors: Open311Error[]): Open311Status | null {
  const wanted = new Set<Open311Status>();
  for (const value of values) {
    const status = value.toLowerCase();
    if (status === 'open' || status === 'closed') wanted.add(status);
    else errors.push(badParam(`status "${value}" is not open or closed`));
  }
  return wanted.size === 1 ? [...wanted][0]! : null;
}

/**
 * The report-date window: both dates as given; one date and 90 days from or to
 * it; neither, the 90 days up to now. Never more than 90 days, never reversed.
 */
function parseWindow(startText: string | null, endText: string | null, now: number, errors: Open311Error[]) {
  const startGiven = startText === null ? null : parseW3cDateTime(startText, 'start');
  const endGiven = endText === null ? null : parseW3cDateTime(endText, 'end');
  if (startText !== null && startGiven === null) errors.push(badParam(`start_date "${startText}" is not a W3C date-time such as 2026-11-01T00:00:00+02:00`));
  if (endText !== null && endGiven === null) errors.push(badParam(`end_date "${endText}" is not a W3C date-time such as 2026-11-30T23:59:59+02:00`));
  if ((startText !== null && startGiven === null) || (endText !== null && endGiven === null)) return null;
  const span = DEFAULT_WINDOW_DAYS * DAY_MS;
  const end = endGiven ?? (startGiven === null ? now : startGiven + span);
  const start = startGiven ?? end - span;
  if (start > end) {
    errors.push(badParam('start_date is after end_date'));
    return null;
  }
  if (end - start > MAX_WINDOW_DAYS * DAY_MS) {
    errors.push(badParam(`start_date and end_date may not span more than ${MAX_WINDOW_DAYS} days`));
    return null;
  }
  return { start, end };
}

function parseWhole(text: string | null, name: string, min: number, max: number, fallback: number, errors: Open311Error[]): number {
  if (text === null) return fallback;
  const value = /^\d{1,16}$/u.test(text) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
  errors.push(badParam(`${name} "${text}" is not a whole number from ${min} to ${max}`));
  return fallback;
}
