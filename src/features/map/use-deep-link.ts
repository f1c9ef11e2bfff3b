/**
 * `?problem=<id>` (docs/product-behaviour.md §2.5): once the problems are known, open that
 * report and centre on it; remove the parameter after about a second so a
 * reload does not reopen it. An unknown or malformed id gives a short notice
 * and the normal map.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { SHARED_PROBLEM_PARAM_CLEAR_MS } from '../../domain/constants';
import type { MapProblem } from '../../domain/model';
import type { ProblemsSource } from '../../shared/problems/problems-context';

/** How long the "could not be found" notice stays. */
const NOTICE_MS = 8000;
/** How long a link to a report not in the data shown waits for the live changes to vouch for that data. */
const LIVE_WAIT_MS = 10_000;

/**
 * Whether the data shown can answer a shared link: at once when the report is in it;
 * else once the server has vouched for the data after the link was opened (a saved copy,
 * or an index file the CDN kept for minutes, may predate a report shared seconds ago; the
 * live changes bring it up to now), or when offline, or after LIVE_WAIT_MS of server data
 * (Firestore could not load: the notice comes rather than nothing).
 */
export function useLinkSettled(requested: string | undefined, source: ProblemsSource, asOf: number | null, found: boolean): boolean {
  const [openedAt] = useState(Date.now);
  const [waited, setWaited] = useState(false);
  const waiting = requested !== undefined && !found;
  useEffect(() => {
    // Only while a link waits: the map screen re-renders when the timer fires.
    if (!waiting) return;
    const timer = setTimeout(() => setWaited(true), LIVE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  if (source === 'none') return false;
  // No id to look for (none, or a malformed one): nothing the live changes could bring.
  if (requested === undefined || found || !navigator.onLine) return true;
  return source === 'server' && (waited || (asOf !== null && asOf >= openedAt));
}

/**
 * Calls `onFound` once with the linked report when it exists. Returns true while
 * the "could not be found" notice should show.
 */
export function useDeepLink(
  requested: string | undefined,
  malformed: boolean,
  problems: readonly MapProblem[],
  loaded: boolean,
  onFound: (problem: MapProblem) => void,
): boolean {
  const navigate = useNavigate();
  const [noticeKept, setNoticeKept] = useState(false);
  const latest = useRef({ problems, onFound, navigate });
  useEffect(() => {
    latest.current = { problems, onFound, navigate };
  });

  const key = requested ?? (malformed ? '<malformed>' : null);
  const found = requested !== undefined && problems.some((problem) => problem.id === requested);
  const missing = loaded && key !== null && !found;

  useEffect(() => {
    if (key === null || !loaded) return;
    const target = requested ? latest.current.problems.find((problem) => problem.id === requested) : undefined;
    if (target) latest.current.onFound(target);
    // These timers belong to this link: live data updating meanwhile must not cancel them.
    const clear = setTimeout(() => {
      if (!target) setNoticeKept(true);
      void latest.current.navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, problem: undefined, badProblem: undefined }),
        replace: true,
      });
    }, SHARED_PROBLEM_PARAM_CLEAR_MS);
    const dismiss = setTimeout(() => setNoticeKept(false), NOTICE_MS);
    return () => {
      clearTimeout(clear);
      clearTimeout(dismiss);
    };
  }, [key, requested, loaded]);

  return missing || noticeKept;
}
