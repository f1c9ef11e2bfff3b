/**
 * `open311`: the read-only Open311 GeoReport v2 interface, served at
 * `/open311/v2/…` on the site's own origin (a Hosting rewrite in firebase.json).
 * Everything it answers is worked out in src/domain/open311-*.ts; this file only
 * reads Firestore for it:
 *
 * - by id: one batched `getAll` of exactly the documents named (at most 100);
 * - a search: one query on `createdAt` (the date window), with `type in` for
 *   service codes and `status ==`/`!=` "Resolved" for closed/open, newest first
 *   (then by id, the order Firestore adds anyway), starting after the cursor of
 *   the page before, with a limit: it reads one page, however deep the page.
 *   Each combination has its composite index in firestore.indexes.json.
 *
 * A search with the `municipality` extension is answered from the map index instead
 * (map-index-content.ts), whose entries carry the municipality the trigger placed
 * each report in: the same selection, order and cursors, then one `getAll` of the
 * page's documents. Every request names its municipality (`agency_responsible`):
 * the placer (places.ts) works it out from the position, as the trigger does.
 *
 * Only the fields a service request shows are fetched (a field mask): the
 * reporter's id, name and votes never leave Firestore. Answers may be kept by
 * the CDN for five minutes and by a browser for one; a query string that is not
 * canonical is redirected (no read), and each client is limited (client-limit.ts).
 * Links name the configured site origin (site-origin.ts), never a request header.
 */
import { FieldPath, getFirestore, Timestamp, type DocumentData, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { answerOpen311, type ProblemSource } from '../../src/domain/open311-answer';
import type { PageCursor } from '../../src/domain/open311-cursor';
import type { SearchQuery } from '../../src/domain/open311-requests-query';
import { RESOLVED } from '../../src/domain/problem-status';
import { parseProblem } from '../../src/domain/parse-problem';
import type { MapProblem, Problem } from '../../src/domain/model';
import { isResolved } from '../../src/domain/problem-status';
import { limitClients } from './client-limit';
import { currentMapIndex } from './map-index-content';
import { loadPlaceNames } from './place-names';
import { loadPlacer, type Placer } from './places';
import { ReadCount, reportReads } from './read-count';
import { siteOrigin } from './site-origin';

const PROBLEMS = 'problems';
const PUBLIC_FIELDS = ['type', 'description', 'status', 'coordinates', 'streetAddress', 'createdAt', 'resolvedAt', 'photos', 'municipalReference', 'municipalRefNumber'];
const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/** Parsed problems; a document the parser cannot use is logged and left out. */
function parseAll(docs: { id: string; data(): DocumentData | undefined }[]): Problem[] {
  return docs.flatMap((doc) => {
    const result = parseProblem(doc.id, doc.data());
    if (result.ok) return [result.value];
    logger.warn(`open311: skipped a problem: ${result.reason}`);
    return [];
  });
}

/** Where the page after `doc` starts: its creation time to the nanosecond, and its id. */
function cursorAfter(doc: QueryDocumentSnapshot): PageCursor | null {
  const createdAt = doc.get('createdAt');
  const status = doc.get('status');
  return createdAt instanceof Timestamp
    ? { seconds: createdAt.seconds, nanos: createdAt.nanoseconds, id: doc.id, status: typeof status === 'string' ? status : null }
    : null;
}

/** The report with the municipality and ward its position lies in (none outside every ward). */
function placed(problem: Problem, place: Placer): Problem {
  const where = problem.coordinates && place(problem.coordinates.latitude, problem.coordinates.longitude);
  return where ? { ...problem, municipality: where.municipality, ward: where.ward } : problem;
}

/** Whether an index entry is one the search selects (its date window, types, status and municipalities). */
function selects(query: SearchQuery, municipalities: ReadonlySet<string>) {
  return (entry: MapProblem): entry is MapProblem & { createdAt: number } =>
    entry.municipality !== undefined &&
    municipalities.has(entry.municipality) &&
    entry.createdAt !== null &&
    entry.createdAt >= query.start &&
    entry.createdAt <= query.end &&
    (query.types === null || (query.types as readonly string[]).includes(entry.type)) &&
    (query.status === null || (query.status === 'closed') === isResolved(entry.status));
}

const newestFirst = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function firestoreSource(count: ReadCount, place: Placer): ProblemSource {
  // Asked for at call time: index.ts initialises the Admin app after the imports run.
  const db = getFirestore();
  const problems = db.collection(PROBLEMS);
  const read = async (ids: readonly string[]) => {
    if (ids.length === 0) return [];
    const snapshots = await db.getAll(...ids.map((id) => problems.doc(id)), { fieldMask: PUBLIC_FIELDS });
    count.documents(snapshots.length);
    return parseAll(snapshots.filter((snapshot) => snapshot.exists));
  };
  return {
    byIds: async (ids) => (await read(ids)).map((problem) => placed(problem, place)),
    async search(query: SearchQuery) {
      if (query.municipalities !== null) {
        // The index's dates are whole milliseconds, so its cursors are too.
        const index = await currentMapIndex(count);
        const after = query.after && { at: query.after.seconds * 1000 + Math.floor(query.after.nanos / 1e6), id: query.after.id };
        const page = index.problems
          .filter(selects(query, new Set(query.municipalities)))
          .sort(newestFirst)
          .filter((entry) => after === null || entry.createdAt < after.at || (entry.createdAt === after.at && entry.id < after.id))
          .slice(0, query.limit);
        // Placed already: the index's entry says where (the placer is not run again).
        const found = new Map((await read(page.map((entry) => entry.id))).map((problem) => [problem.id, problem]));
        const last = page.at(-1);
        return {
          // In the index's order, each named by the place the index gives (the filter's), a report deleted since left out.
          problems: page.flatMap((entry) => {
            const problem = found.get(entry.id);
            return problem ? [{ ...problem, municipality: entry.municipality, ward: entry.ward }] : [];
          }),
          next:
            page.length === query.limit && last
              ? { seconds: Math.floor(last.createdAt / 1000), nanos: (((last.createdAt % 1000) + 1000) % 1000) * 1e6, id: last.id, status: null }
              : null,
        };
      }
      let q: Query = problems
        .where('createdAt', '>=', Timestamp.fromMillis(query.start))
        .where('createdAt', '<=', Timestamp.fromMillis(query.end));
      if (query.types !== null) q = q.where('type', 'in', [...query.types]);
      if (query.status === 'closed') q = q.where('status', '==', RESOLVED);
      if (query.status === 'open') q = q.where('status', '!=', RESOLVED);
      // Firestore orders by an inequality's field after the others (status, for open reports): said
      // here, so the cursor can name it; the composite indexes have these orders.
      q = q.orderBy('createdAt', 'desc');
      if (query.status === 'open') q = q.orderBy('status', 'desc');
      q = q.orderBy(FieldPath.documentId(), 'desc');
      const after = query.after;
      if (after !== null) {
        const at = new Timestamp(after.seconds, after.nanos);
        q = query.status === 'open' ? q.startAfter(at, after.status ?? '', after.id) : q.startAfter(at, after.id);
      }
      q = q.limit(query.limit).select(...PUBLIC_FIELDS);
      const snapshot = await q.get();
      count.query(q, snapshot);
      const last = snapshot.docs.at(-1);
      return { problems: parseAll(snapshot.docs).map((problem) => placed(problem, place)), next: snapshot.size === query.limit && last ? cursorAfter(last) : null };
    },
  };
}

/** The request target as a URL; one that does not parse becomes a path no resource has (a 404 error list, not a crash). */
function requestUrl(target: string): URL {
  try {
    return new URL(target, 'http://open311.invalid');
  } catch {
    return new URL('http://open311.invalid/');
  }
}

export const open311 = onRequest(
  limitClients(async (req, res) => {
    const url = requestUrl(req.originalUrl || req.url);
    const count = new ReadCount();
    const [place, names] = await Promise.all([loadPlacer(), loadPlaceNames()]);
    const answer = await answerOpen311(
      {
        method: req.method,
        path: url.pathname,
        params: url.searchParams,
        rawQuery: url.search.slice(1),
        siteOrigin: siteOrigin(),
        now: Date.now(),
        municipalityName: (code) => names.municipalities.get(code) ?? null,
      },
      firestoreSource(count, place),
      (error) => logger.error('open311: reading the problems failed', error),
    );
    reportReads(res, count);
    res.set({
      'Content-Type': answer.contentType,
      'Cache-Control': answer.cacheable ? CACHE_CONTROL : 'no-store',
      // Open data: any site may read it from a browser (nothing here depends on who asks).
      'Access-Control-Allow-Origin': '*',
      ...(answer.status === 405 ? { Allow: 'GET, HEAD' } : {}),
      ...(answer.next === null ? {} : { Link: `<${answer.next}>; rel="next"` }),
      ...(answer.location === null ? {} : { Location: answer.location }),
    });
    res.status(answer.status).send(answer.body);
  }),
);
