/**
 * Which Open311 resource a path names, and in which format: the standard puts
 * the format in the extension (`requests.json`, `requests.xml`), so one handler
 * serves both. Paths are as the site serves them, under `/open311/v2/`.
 */
import type { Open311Format } from './open311-format';

export const OPEN311_BASE_PATH = '/open311/v2';

export type Open311Resource =
  | { readonly kind: 'discovery' }
  | { readonly kind: 'services' }
  | { readonly kind: 'service'; readonly code: string }
  | { readonly kind: 'requests' }
  | { readonly kind: 'request'; readonly id: string };

export interface Open311Route {
  /** Null: no such resource (the answer is the standard's 404 error). */
  readonly resource: Open311Resource | null;
  /** JSON unless the path ends in `.xml`, so even a bad path gets an answer a client can read. */
  readonly format: Open311Format;
}

/** The resource and format of a request path (without its query string). */
export function parseOpen311Path(path: string): Open311Route {
  const extension = /\.(json|xml)$/u.exec(path);
  const format: Open311Format = extension?.[1] === 'xml' ? 'xml' : 'json';
  if (!extension || !path.startsWith(`${OPEN311_BASE_PATH}/`)) return { resource: null, format };
  const name = path.slice(OPEN311_BASE_PATH.length + 1, -extension[0].length);
  const [first, second, ...rest] = name.split('/');
  if (rest.length > 0) return { resource: null, format };
  if (second === undefined) {
    if (first === 'discovery') return { resource: { kind: 'discovery' }, format };
    if (first === 'services') return { resource: { kind: 'services' }, format };
    if (first === 'requests') return { resource: { kind: 'requests' }, format };
    return { resource: null, format };
  }
  const key = decodeSegment(second);
  if (key === null || key === '') return { resource: null, format };
  if (first === 'services') return { resource: { kind: 'service', code: key }, format };
  if (first === 'requests') return { resource: { kind: 'request', id: key }, format };
  return { resource: null, format };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
