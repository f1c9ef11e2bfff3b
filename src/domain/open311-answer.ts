/**
 * The whole read-only Open311 GeoReport v2 interface as one function from a
 * request to an answer, with the reports behind a `ProblemSource` (Firestore in
 * the Cloud Function). Writing is refused: reports are made in the app, and a
 * POST gets the standard's error list saying so. A request whose query string is
 * not its canonical one is redirected there first (open311-canonical.ts), before
 * anything is read.
 */
import { PRODUCT_NAME, SUPPORT_EMAIL } from './constants';
import type { Problem } from './model';
import { canonicalQuery } from './open311-canonical';
import { encodeCursor, type PageCursor } from './open311-cursor';
import { open311Error, type Open311Error } from './open311-error';
import { CONTENT_TYPES, renderOpen311, type Open311Value } from './open311-format';
import { OPEN311_BASE_PATH, parseOpen311Path } from './open311-route';
import { isDocumentId, parseRequestsQuery, type SearchQuery } from './open311-requests-query';
import { open311Services, problemTypeOfCode } from './open311-service-codes';
import { toOpen311Request } from './open311-service-request';

/** When this interface last changed (the discovery document's `changeset`). */
export const OPEN311_CHANGESET = '2026-11-28T00:00:00+02:00';

/** Where the reports come from. */
export interface ProblemSource {
  /** The reports with these ids that exist (any order). */
  byIds(ids: readonly string[]): Promise<Problem[]>;
  /**
   * The reports a search selects, newest first, from after `query.after`, at most
   * `query.limit`; `next` is where the following page starts when this one came
   * back full (counting documents that did not parse), else null.
   */
  search(query: SearchQuery): Promise<SearchPage>;
}

export interface SearchPage {
  readonly problems: Problem[];
  readonly next: PageCursor | null;
}

export interface Open311Call {
  readonly method: string;
  /** The path as the site serves it, e.g. "/open311/v2/requests.json". */
  readonly path: string;
  readonly params: URLSearchParams;
  /** The query string exactly as sent, without `?` (what a CDN keys its copies by). */
  readonly rawQuery: string;
  /** The site's origin (from configuration, never from the request), e.g. "https://mzansifix.co.za": for links and photo URLs. */
  readonly siteOrigin: string;
  readonly now: number;
  /** A municipality's name by its code (the demarcation's), for `agency_responsible`; null when unknown. */
  readonly municipalityName: (code: string) => string | null;
}

export interface Open311Answer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  /** False for a failure of ours (5xx), which no cache should keep. */
  readonly cacheable: boolean;
  /** A search that filled its page: the URL of the next page (for a `Link: <…>; rel="next"` header). */
  readonly next: string | null;
  /** A redirect's target (for a `Location` header), or null. */
  readonly location: string | null;
}

/** The canonical URL of a request never changes, so the redirect to it is permanent (and kept like any answer). */
const MOVED_PERMANENTLY = 301;

/** Answers one call; `onError` hears of a failing source (the answer is then a 503 error list). */
export async function answerOpen311(call: Open311Call, source: ProblemSource, onError: (error: unknown) => void = () => {}): Promise<Open311Answer> {
  const { resource, format } = parseOpen311Path(call.path);
  const reply = (status: number, root: string, value: Open311Value): Open311Answer => ({
    status,
    contentType: CONTENT_TYPES[format],
    body: renderOpen311(root, value, format),
    cacheable: status < 500,
    next: null,
    location: null,
  });
  const fail = (errors: readonly Open311Error[]) => reply(errors[0]?.code ?? 400, 'errors', errors.map((e) => ({ ...e })));

  if (resource === null) return fail([open311Error(404, `No such resource: see ${call.siteOrigin}${OPEN311_BASE_PATH}/discovery.json`)]);
  if (call.method !== 'GET' && call.method !== 'HEAD') {
    return fail([open311Error(405, `${PRODUCT_NAME} reports are made in the ${PRODUCT_NAME} app (${call.siteOrigin}/download); this interface only reads them.`)]);
  }
  const canonical = canonicalQuery(resource, call.params);
  if (call.rawQuery !== canonical) {
    const location = `${call.siteOrigin}${call.path}${canonical === '' ? '' : `?${canonical}`}`;
    return { status: MOVED_PERMANENTLY, contentType: CONTENT_TYPES[format], body: '', cacheable: true, next: null, location };
  }
  switch (resource.kind) {
    case 'discovery':
      return reply(200, 'discovery', discovery(call.siteOrigin));
    case 'services':
      return reply(200, 'services', open311Services().map((service) => ({ ...service })));
    case 'service':
      // No service asks for attributes beyond the standard's, so each definition is empty.
      return problemTypeOfCode(resource.code) === null
        ? fail([open311Error(404, `service_code "${resource.code}" is not a service: see services.json`)])
        : reply(200, 'service_definition', { service_code: resource.code, attributes: [] });
    case 'request': {
      if (!isDocumentId(resource.id)) return fail([open311Error(404, `No request "${resource.id}"`)]);
      const found = await read(() => source.byIds([resource.id]));
      if (found === null) return fail([unavailable]);
      return found.length === 0 ? fail([open311Error(404, `No request "${resource.id}"`)]) : reply(200, 'service_requests', requests(found, call));
    }
    case 'requests': {
      const parsed = parseRequestsQuery(call.params, call.now);
      if (!parsed.ok) return fail(parsed.errors);
      const { query } = parsed;
      const found = await read(async () =>
        query.kind === 'ids' ? { problems: inOrder(await source.byIds(query.ids), query.ids), next: null } : source.search(query),
      );
      if (found === null) return fail([unavailable]);
      const answer = reply(200, 'service_requests', requests(found.problems, call));
      return found.next === null ? answer : { ...answer, next: nextPage(call, found.next) };
    }
  }

  async function read<T>(load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      onError(error);
      return null;
    }
  }
}

/** The same search from just after `cursor`: a canonical URL, so following it is never redirected. */
function nextPage(call: Open311Call, cursor: PageCursor): string {
  const params = new URLSearchParams(call.params);
  params.delete('page');
  params.set('cursor', encodeCursor(cursor));
  return `${call.siteOrigin}${call.path}?${canonicalQuery({ kind: 'requests' }, params)}`;
}

const unavailable = open311Error(503, 'The reports could not be read just now; try again in a minute.');

function requests(problems: readonly Problem[], call: Open311Call): Open311Value {
  return problems.map((problem) => ({ ...toOpen311Request(problem, call.siteOrigin, call.municipalityName) }));
}

/** Reports fetched by id, in the order the ids were asked for. */
function inOrder(problems: readonly Problem[], ids: readonly string[]): Problem[] {
  const byId = new Map(problems.map((problem) => [problem.id, problem]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function discovery(siteOrigin: string): Open311Value {
  return {
    changeset: OPEN311_CHANGESET,
    contact: `${PRODUCT_NAME} support: ${SUPPORT_EMAIL}`,
    key_service: `No key is needed: this interface is read-only. Reports are made in the ${PRODUCT_NAME} app (${siteOrigin}/download).`,
    endpoints: [
      {
        specification: 'http://wiki.open311.org/GeoReport_v2',
        url: `${siteOrigin}${OPEN311_BASE_PATH}`,
        changeset: OPEN311_CHANGESET,
        type: 'production',
        formats: [CONTENT_TYPES.json.split(';')[0]!, CONTENT_TYPES.xml.split(';')[0]!],
      },
    ],
  };
}
