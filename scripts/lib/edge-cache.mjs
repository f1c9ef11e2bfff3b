// A stand-in for Firebase Hosting's CDN in front of function rewrites, for the
// local site server (npm start, the end-to-end tests, the bench). Hosting keeps
// a function's answer at its edge when the answer says so (Cache-Control
// `public` with `s-maxage`, or `max-age` when there is no `s-maxage`; never
// `private`, `no-store` or `no-cache`), keyed by the URL with its query and by
// the headers the answer varies on (Accept-Encoding here), and answers from
// there until the copy is older than that: the function runs once per copy, not
// once per visitor. Without it every local visit waited for the function (the
// map index file's version check reads every cell's name), which no visitor of
// the deployed site does. Only 200 answers to GET and HEAD are kept; Hosting's
// ten minutes for a 404 are left out (nothing here answers 404 on purpose).
// A copy for a visitor who accepts gzip is kept gzipped, as the CDN keeps it, and sent
// as it is. Before, the site server gzipped the copy again for every visitor: about
// 30 ms a megabyte here, hundreds of milliseconds for the map index file at 50,000
// reports, on the same two cores as the visit's browser. No deployed visit pays that.

import zlib from 'node:zlib';
import compressible from 'compressible';
import vary from 'vary';

/** Seconds a shared cache may keep an answer with this Cache-Control, or 0 when it must not. */
export function sharedMaxAge(cacheControl) {
  if (typeof cacheControl !== 'string') return 0;
  const directives = new Map(
    cacheControl
      .split(',')
      .map((part) => part.trim().toLowerCase().split('='))
      .filter(([name]) => name)
      .map(([name, value]) => [name, value]),
  );
  if (!directives.has('public') || ['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** Whether an If-None-Match header names `etag` (a list, `*`, or weak forms). */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//u, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

// Headers about the one connection they came on (RFC 9110 §7.6.1): a proxy does not pass them
// on, and HTTP/2 forbids them outright.
export const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);
// A kept answer is sent again later, with its own date and length.
const NOT_KEPT = new Set([...HOP_BY_HOP, 'date', 'content-length']);
// The size from which the site server compresses (site-server.mjs hands it to the `compression`
// middleware, whose type test is `compressible`, used below too): a kept copy is gzipped exactly when
// the server would have gzipped the answer.
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The headers and body to keep: gzipped when the visitor accepts it and the site server would
 * have compressed the answer (a compressible type, 1 KB or more). Gzipped at once, once per
 * copy, so the next visitor already finds it.
 */
function keptCopy(headers, body, gzip) {
  const compress = gzip && !headers['content-encoding'] && compressible(headers['content-type'] ?? '') && body.length >= COMPRESS_FROM_BYTES;
  if (!compress) return { headers, body };
  return { headers: { ...headers, 'content-encoding': 'gzip', vary: vary.append(headers.vary ?? '', 'Accept-Encoding') }, body: zlib.gzipSync(body) };
}

/** An edge cache; `now` is a clock in milliseconds (tests move it). */
export function createEdgeCache({ now = Date.now } = {}) {
  const entries = new Map();
  const acceptsGzip = (req) => /\bgzip\b/u.test(req.headers['accept-encoding'] ?? '');
  const keyOf = (req) => `${acceptsGzip(req) ? 'gzip' : 'identity'} ${req.url}`;
  const usable = (req) => req.method === 'GET' || req.method === 'HEAD';

  return {
    /** Answers `req` from a fresh copy if one is kept (a 304 when the client holds it); true when it did. */
    answer(req, res) {
      if (!usable(req)) return false;
      const key = keyOf(req);
      const entry = entries.get(key);
      if (!entry) return false;
      const age = Math.floor((now() - entry.storedAt) / 1000);
      if (age >= entry.maxAge) {
        entries.delete(key);
        return false;
      }
      for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
      res.setHeader('Age', String(age));
      if (matches(req.headers['if-none-match'], entry.headers.etag)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      res.statusCode = 200;
      res.setHeader('Content-Length', String(entry.body.length));
      res.end(req.method === 'HEAD' ? undefined : entry.body);
      return true;
    },
    /**
     * Keeps the function's answer to `req` if it may be shared; `answer` is the
     * upstream response (an IncomingMessage), read alongside whoever else reads it.
     */
    keep(req, answer) {
      const maxAge = sharedMaxAge(answer.headers['cache-control']);
      if (req.method !== 'GET' || answer.statusCode !== 200 || maxAge === 0) return;
      const key = keyOf(req);
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name, value]) => value !== undefined && !NOT_KEPT.has(name)));
        entries.set(key, { ...keptCopy(headers, Buffer.concat(chunks), acceptsGzip(req)), maxAge, storedAt: now() });
      });
    },
    /** Forgets every copy: a Hosting release does, and the bench when it replaces the data. */
    purge() {
      entries.clear();
    },
  };
}
