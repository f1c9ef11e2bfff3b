/**
 * Live problem queries (spec section 7): all problems newest first, the Active
 * ones, and one user's. Every document passes the domain parser; a malformed
 * one is logged and skipped, never a crash.
 */
import {
  collection,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Problem } from '../domain/model';
import { parseProblem } from '../domain/parse-problem';
import { byNewestFirst } from '../domain/problem-stats';
import { ACTIVE } from '../domain/problem-status';
import type { ProblemsListener, Unsubscribe } from './backend';
import { parseDocuments } from './parse-documents';

export const PROBLEMS = 'problems';

/** How long to wait for the server's first answer before listening afresh. */
const FIRST_ANSWER_TIMEOUT_MS = 6000;
const MAX_RESUBSCRIBES = 3;

/**
 * Listens to a query. `newestFirst` re-sorts by the parsed date: Firestore
 * orders a malformed createdAt (a string, say) above every Timestamp when
 * descending, and such a report belongs at the end, not the top.
 *
 * A watchdog listens afresh when the server has not answered within
 * FIRST_ANSWER_TIMEOUT_MS while the browser is online: about one first listen
 * in 20 never got its answer on this 2-core machine under load (no error, no
 * data; the same with long polling), and a new listen gets one at once.
 */
function watch(q: Query, listener: ProblemsListener, newestFirst = false): Unsubscribe {
  let last: Problem[] | null = null;
  let answered = false;
  let attempts = 0;
  let stop: Unsubscribe = () => {};
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const subscribe = () => {
    stop = onSnapshot(
      q,
      // Metadata changes tell us when a cached answer has been confirmed by the
      // server (fromCache turns false) even if no document changed.
      { includeMetadataChanges: true },
      (snapshot) => {
        // A metadata-only change keeps the documents: reuse the parsed list.
        if (last === null || snapshot.docChanges().length > 0) {
          last = parseDocuments(snapshot.docs, parseProblem);
          if (newestFirst) last.sort(byNewestFirst);
        }
        if (!snapshot.metadata.fromCache) {
          answered = true;
          clearTimeout(watchdog);
        }
        listener.next(last, { fromCache: snapshot.metadata.fromCache });
      },
      (error) => {
        clearTimeout(watchdog);
        console.error('[data] problems subscription failed', error);
        listener.error?.(error);
      },
    );
    watchdog = setTimeout(() => {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (answered || offline || attempts >= MAX_RESUBSCRIBES) return;
      attempts += 1;
      console.warn(`[data] no answer from the server yet; listening afresh (${attempts})`);
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

export function firebaseProblemMethods(db: Firestore) {
  const problems = collection(db, PROBLEMS);
  return {
    watchAllProblems(listener: ProblemsListener): Unsubscribe {
      return watch(query(problems, orderBy('createdAt', 'desc')), listener, true);
    },
    watchActiveProblems(listener: ProblemsListener): Unsubscribe {
      return watch(query(problems, where('status', '==', ACTIVE)), listener);
    },
    watchUserProblems(uid: string, listener: ProblemsListener): Unsubscribe {
      return watch(query(problems, where('reportedByUserId', '==', uid), orderBy('createdAt', 'desc')), listener, true);
    },
  };
}
