/**
 * Sends an answer kept in two encodings, each with its own strong ETag, as the
 * index file (map-index-file.ts) and the map tiles (map-tiles.ts) are kept:
 * gzipped when the client accepts it (nearly always), from the copy compressed
 * once per version, plain otherwise, and 304 without a body to a client that
 * names the ETag it has.
 */
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

export interface VersionedAnswer {
  readonly body: string;
  /** A strong validator for the body: the same whenever the answer is unchanged. */
  readonly etag: string;
  /** The body gzipped, for a client that accepts it. */
  readonly gzipped: Buffer;
  /** The gzipped body's own validator (a strong ETag names one representation). */
  readonly gzippedEtag: string;
}

/** Whether an If-None-Match header names `etag` (a list, `*`, or weak forms, which a CDN's compression may make). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//u, '') === etag;
  });
}

/** Answers `request` with `answer` (JSON), cached as `cacheControl` says. */
export function sendVersioned(request: Request, response: Response, answer: VersionedAnswer, cacheControl: string): void {
  const gzip = request.acceptsEncodings('gzip') === 'gzip';
  const etag = gzip ? answer.gzippedEtag : answer.etag;
  response.set('Cache-Control', cacheControl).set('ETag', etag).set('Vary', 'Accept-Encoding');
  if (matchesEtag(request.get('If-None-Match'), etag)) {
    response.status(304).end();
    return;
  }
  response.type('application/json');
  if (gzip) response.set('Content-Encoding', 'gzip').send(answer.gzipped);
  else response.send(answer.body);
}
