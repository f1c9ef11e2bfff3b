/**
 * `open311`: the read-only Open311 GeoReport v2 interface, served at
 * `/open311/v2/…` on the site's own origin (a Hosting rewrite in firebase.json).
 * Everything it answers is worked out in src/domain/open311-*.ts; this file only
 * reads Firestore for it:
 *
 * - by id: one batched `getAll` of exactly the documents named;
 * - a search: one query on `createdAt` (the date window), with `type in` for
 *   service codes and `status ==`/`!=` "Resolved" for closed/open, newest first,
 *   with offset and limit, so it reads at most one page plus what it skips.
 *   Each combination has its composite index in firestore.indexes.json.
 *
 * Only the fields a service request shows are fetched (a field mask): the
 * reporter's id, name and votes never leave Firestore. Answers may be kept by
 * the CDN for five minutes and by a browser for one.
 */
import { getFirestore, Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { answerOpen311, type ProblemSource } from '../../src/domain/open311-answer';
import type { SearchQuery } from '../../src/domain/open311-requests-query';
import { RESOLVED } from '../../src/domain/problem-status';
import { parseProblem } from '../../src/domain/parse-problem';
import type { Problem } from '../../src/domain/model';

const PROBLEMS = 'problems';
const PUBLIC_FIELDS = ['type', 'description', 'status', 'coordinates', 'streetAddress', 'createdAt', 'resolvedAt', 'photos', 'municipalReference', 'municipalRefNumber'];
const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/iu;

/** Parsed problems; a document the parser cannot use is logged and left out. */
function parseAll(docs: { id: string; data(): DocumentData | undefined }[]): Problem[] {
  return docs.flatMap((doc) => {
    const result = parseProblem(doc.id, doc.data());
    if (result.ok) return [result.value];
    logger.warn(`open311: skipped a problem: ${result.reason}`);
    return [];
  });
}

function firestoreSource(): ProblemSource {
  // Asked for at call time: index.ts initialises the Admin app after the imports run.
  const db = getFirestore();
  const problems = db.collection(PROBLEMS);
  return {
    async byIds(ids) {
      const snapshots = await db.getAll(...ids.map((id) => problems.doc(id)), { fieldMask: PUBLIC_FIELDS });
      return parseAll(snapshots.filter((snapshot) => snapshot.exists));
    },
    async search(query: SearchQuery) {
      let q: Query = problems
        .where('createdAt', '>=', Timestamp.fromMillis(query.start))
        .where('createdAt', '<=', Timestamp.fromMillis(query.end));
      if (query.types !== null) q = q.where('type', 'in', [...query.types]);
      if (query.status === 'closed') q = q.where('status', '==', RESOLVED);
      if (query.status === 'open') q = q.where('status', '!=', RESOLVED);
      const snapshot = await q.orderBy('createdAt', 'desc').offset(query.offset).limit(query.limit).select(...PUBLIC_FIELDS).get();
      return parseAll(snapshot.docs);
    },
  };
}

/**
 * The site's origin, for links and photo URLs: SITE_ORIGIN when set at deploy
 * time, else the host Hosting forwarded the request for (x-forwarded-host), else
 * the request's own. A header that is not a plain host name is not trusted.
 */
function siteOrigin(headers: Record<string, string | string[] | undefined>, protocol: string): string {
  if (process.env.SITE_ORIGIN) return process.env.SITE_ORIGIN.replace(/\/$/u, '');
  const first = (name: string) => String(headers[name] ?? '').split(',')[0]!.trim();
  const host = [first('x-forwarded-host'), first('host')].find((candidate) => HOST.test(candidate)) ?? 'localhost';
  const proto = (first('x-forwarded-proto') || protocol) === 'http' ? 'http' : 'https';
  return `${proto}://${host}`;
}

/** The request target as a URL; one that does not parse becomes a path no resource has (a 404 error list, not a crash). */
function requestUrl(target: string): URL {
  try {
    return new URL(target, 'http://open311.invalid');
  } catch {
    return new URL('http://open311.invalid/');
  }
}

export const open311 = onRequest(async (req, res) => {
  const url = requestUrl(req.originalUrl || req.url);
  const answer = await answerOpen311(
    { method: req.method, path: url.pathname, params: url.searchParams, siteOrigin: siteOrigin(req.headers, req.protocol), now: Date.now() },
    firestoreSource(),
    (error) => logger.error('open311: reading the problems failed', error),
  );
  res.set({
    'Content-Type': answer.contentType,
    'Cache-Control': answer.cacheable ? CACHE_CONTROL : 'no-store',
    // Open data: any site may read it from a browser (nothing here depends on who asks).
    'Access-Control-Allow-Origin': '*',
    ...(answer.status === 405 ? { Allow: 'GET, HEAD' } : {}),
    ...(answer.next === null ? {} : { Link: `<${answer.next}>; rel="next"` }),
  });
  res.status(answer.status).send(answer.body);
});
