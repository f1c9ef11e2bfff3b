/**
 * Report reads over Firestore. The map never reads reports: it follows the map
 * index (`mapChanges` since the time its copy was built, and `mapMeta`, which
 * says when the index was rebuilt). Whole reports are read only where one is
 * shown: one by id (the detail), the newest few (home), one user's own (the
 * profile). Every document passes the domain parser; a malformed one is logged
 * and skipped, never a crash.
 */
import {
  collection,
  doc,
  documentId,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { parseMapChange } from '../domain/map-index/map-change';
import type { Problem } from '../domain/model';
import { parseProblem } from '../domain/parse-problem';
import { byNewestFirst } from '../domain/problem-stats';
import { toEpochMs } from '../domain/parse-values';
import type { MapChangesListener, ProblemListener, ProblemsListener, Unsubscribe } from './backend';
import { logSkipped, parseDocuments } from './parse-documents';

export const PROBLEMS = 'problems';
export const MAP_CHANGES = 'mapChanges';
export const MAP_META = 'mapMeta';
export const MAP_META_DOC = 'index';

/** How long to wait for the server's first answer before listening afresh. */
const FIRST_ANSWER_TIMEOUT_MS = 6000;
const MAX_RESUBSCRIBES = 3;
/** The earliest time Firestore stores (0001-01-01). */
const EARLIEST_TIMESTAMP = new Timestamp(-62135596800, 0);
/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;

interface Answer {
  readonly fromCache: boolean;
}

/**
 * Listens to a query or a document with a watchdog: it listens afresh when the
 * server has not answered within FIRST_ANSWER_TIMEOUT_MS while the browser is
 * online (about one first listen in 20 never got its answer on this 2-core
 * machine under load; a new listen gets one at once). The queries here are
 * small, so a second listen costs little.
 */
function watchdogged<S extends { metadata: { fromCache: boolean } }>(
  listen: (onNext: (snapshot: S) => void, onError: (error: Error) => void) => Unsubscribe,
  next: (snapshot: S, answer: Answer) => void,
  onError: ((error: Error) => void) | undefined,
  what: string,
): Unsubscribe {
  let answered = false;
  let attempts = 0;
  let stop: Unsubscribe = () => {};
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const subscribe = () => {
    stop = listen(
      (snapshot) => {
        if (!snapshot.metadata.fromCache) {
          answered = true;
          clearTimeout(watchdog);
        }
        next(snapshot, { fromCache: snapshot.metadata.fromCache });
      },
      (error) => {
        clearTimeout(watchdog);
        console.error(`[data] ${what} subscription failed`, error);
        onError?.(error);
      },
    );
    watchdog = setTimeout(() => {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (answered || offline || attempts >= MAX_RESUBSCRIBES) return;
      attempts += 1;
      console.warn(`[data] no answer from the server yet for ${what}; listening afresh (${attempts})`);
      stop();
      subscribe();
    }, FIRST_ANSWER_TIMEOUT_MS);
  };

  subscribe();
  return () => {
    clearTimeout(watchdog);
    stop();
  };
}

/**
 * Whole reports of a query. `newestFirst` re-sorts by the parsed date: Firestore
 * orders a malformed createdAt (a string, say) above every Timestamp when
 * descending, and such a report belongs at the end, not the top.
 */
function watchReports(q: Query, listener: ProblemsListener, what: string, newestFirst = false): Unsubscribe {
  let last: Problem[] | null = null;
  return watchdogged<QuerySnapshot>(
    // Metadata changes tell us when a cached answer has been confirmed by the server.
    (onNext, onError) => onSnapshot(q, { includeMetadataChanges: true }, onNext, onError),
    (snapshot, answer) => {
      // A metadata-only change keeps the documents: reuse the parsed list.
      if (last === null || snapshot.docChanges().length > 0) {
        last = parseDocuments(snapshot.docs, parseProblem);
        if (newestFirst) last.sort(byNewestFirst);
      }
      listener.next(last, answer);
    },
    listener.error,
    what,
  );
}

export function firebaseProblemMethods(db: Firestore) {
  const problems = collection(db, PROBLEMS);
  return {
    watchProblem(id: string, listener: ProblemListener): Unsubscribe {
      return watchdogged<DocumentSnapshot>(
        (onNext, onError) => onSnapshot(doc(problems, id), { includeMetadataChanges: true }, onNext, onError),
        (snapshot, answer) => {
          if (!snapshot.exists()) return listener.next(null, answer);
          const result = parseProblem(snapshot.id, snapshot.data());
          if (!result.ok) logSkipped(result.reason);
          listener.next(result.ok ? result.value : null, answer);
        },
        listener.error,
        `report ${id}`,
      );
    },
    watchProblemsById(ids: readonly string[], listener: ProblemsListener): Unsubscribe {
      // `in` takes at most 30 values: one small query per 30 ids, answers merged.
      const chunks: string[][] = [];
      for (let i = 0; i < ids.length; i += IN_LIMIT) chunks.push(ids.slice(i, i + IN_LIMIT));
      const answers = new Map<number, { problems: Problem[]; fromCache: boolean }>();
      const stops = chunks.map((chunk, n) =>
        watchReports(
          query(problems, where(documentId(), 'in', chunk)),
          {
            next(found, meta) {
              answers.set(n, { problems: found, fromCache: meta.fromCache });
              if (answers.size < chunks.length) return;
              const all = [...answers.values()];
              listener.next(
                all.flatMap((answer) => answer.problems),
                { fromCache: all.some((answer) => answer.fromCache) },
              );
            },
            error: listener.error,
          },
          `${chunk.length} reports by id`,
        ),
      );
      if (chunks.length === 0) listener.next([], { fromCache: false });
      return () => stops.forEach((stop) => stop());
    },
    watchRecentProblems(count: number, listener: ProblemsListener): Unsubscribe {
      // Only Timestamps: descending, Firestore puts a createdAt of another type (a string, say) above
      // every Timestamp, and such reports, undated to the site, would take the newest places.
      const dated = where('createdAt', '>=', EARLIEST_TIMESTAMP);
      return watchReports(query(problems, dated, orderBy('createdAt', 'desc'), limit(count)), listener, 'recent reports');
    },
    watchUserProblems(uid: string, listener: ProblemsListener): Unsubscribe {
      return watchReports(query(problems, where('reportedByUserId', '==', uid), orderBy('createdAt', 'desc')), listener, 'own reports', true);
    },
    watchMapChanges(since: number, listener: MapChangesListener): Unsubscribe {
      const changes = query(collection(db, MAP_CHANGES), where('at', '>', Timestamp.fromMillis(since)));
      return watchdogged<QuerySnapshot>(
        (onNext, onError) => onSnapshot(changes, { includeMetadataChanges: true }, onNext, onError),
        (snapshot, answer) => {
          const changed = snapshot.docChanges().flatMap((change) => {
            // A document leaving the query (it cannot: `at` only grows) changes nothing on the map.
            if (change.type === 'removed') return [];
            return [parseMapChange(change.doc.id, change.doc.data())];
          });
          listener.next(changed, answer);
        },
        listener.error,
        'map changes',
      );
    },
    watchMapRebuilds(listener: (rebuiltAt: number | null) => void): Unsubscribe {
      return onSnapshot(
        doc(db, MAP_META, MAP_META_DOC),
        // With the metadata changes: on a return visit the cached stamp comes first, and the
        // server's word on the same stamp changes only the metadata (without them, never heard).
        { includeMetadataChanges: true },
        (snapshot) => {
          if (!snapshot.metadata.fromCache) listener(toEpochMs(snapshot.get('rebuiltAt')));
        },
        (error) => console.error('[data] map index meta subscription failed', error),
      );
    },
  };
}
