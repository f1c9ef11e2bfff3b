/**
 * The one URL each Open311 answer lives at. A CDN keeps an answer per URL, query
 * string included, so `requests.json?x=1`, `?x=2`… would each be a miss that
 * runs the function and reads Firestore. Every request whose query string is not
 * the canonical one is redirected there instead (the redirect itself reads
 * nothing and is cached too): only the parameters that change the answer, each
 * once (a comma list gathers repeated ones), blanks dropped, in this fixed order.
 * `jurisdiction_id` and `api_key`, which the standard lets clients send, change
 * nothing here (one jurisdiction, no keys), so they go too.
 */
import type { Open311Resource } from './open311-route';

/** The parameters of `requests.{format}`, in their canonical order. Lists first, then single values. */
const LIST_PARAMS = ['service_request_id', 'service_code', 'status', 'municipality'] as const;
const SINGLE_PARAMS = ['start_date', 'end_date', 'page', 'page_size', 'cursor'] as const;

/** Read access to query parameters (URLSearchParams fits). */
export interface QueryParams {
  getAll(name: string): string[];
}

/**
 * The canonical query string (without `?`, '' for none) of a request for
 * `resource`; null (no resource) keeps no parameters either.
 */
export function canonicalQuery(resource: Open311Resource | null, params: QueryParams): string {
  if (resource?.kind !== 'requests') return '';
  const pairs: [string, string][] = [];
  const list = (name: string) =>
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
  // The standard: service_request_id overrides every other parameter, so with it the rest are noise.
  const ids = list('service_request_id');
  if (ids.length > 0) return formatQuery([['service_request_id', ids.join(',')]]);
  for (const name of LIST_PARAMS) {
    const values = list(name);
    if (values.length > 0) pairs.push([name, values.join(',')]);
  }
  for (const name of SINGLE_PARAMS) {
    const value = params.getAll(name).map((text) => text.trim()).find((text) => text !== '');
    if (value !== undefined) pairs.push([name, value]);
  }
  return formatQuery(pairs);
}

/**
 * A query string as clients usually write one: `,` and `:` (lists and times) left
 * as they are, a space as `+`, everything else percent-encoded; so an ordinary
 * request is already canonical and is not redirected.
 */
export function formatQuery(pairs: readonly (readonly [string, string])[]): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gu, ',').replace(/%3A/gu, ':').replace(/%20/gu, '+');
  return pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
}
