/**
 * The map index, shared by every screen: every report's map fields (type,
 * status, position, dates, reporter, votes), newest first. It paints from the
 * saved copy first, or the index file on a first visit, then live changes
 * follow (see src/data/map-index-feed.ts). Whole reports are read where one is
 * shown, never here.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { MapProblem } from '../../domain/model';
import { useData } from '../data-context';
import type { Source } from '../../data/saved-then-live';

export type ProblemsSource = Source;

export interface ProblemsState {
  readonly problems: readonly MapProblem[];
  readonly source: ProblemsSource;
  /** When the data shown was last confirmed by the server (a saved copy's save time). */
  readonly asOf: number | null;
  /** Whether the saved copy has been looked for: before, "nothing saved" is not known yet. */
  readonly savedLookedFor: boolean;
}

const EMPTY: ProblemsState = { problems: [], source: 'none', asOf: null, savedLookedFor: false };
const ProblemsContext = createContext<ProblemsState>(EMPTY);

export function ProblemsProvider({ children }: { children: ReactNode }) {
  const { watchMapIndex } = useData();
  const [state, setState] = useState<ProblemsState>(EMPTY);

  useEffect(
    () =>
      watchMapIndex((known) =>
        // A transition: React draws what the data changes in slices it can interrupt, so a cheap
        // phone does not freeze for the 100-200 ms that home's cards and chart take (4x CPU).
        startTransition(() =>
          // "Nothing saved" (source 'none') changes no data: the screens keep the list they have.
          setState((state) =>
            known.source === 'none'
              ? { ...state, savedLookedFor: true }
              : { problems: known.value, source: known.source, asOf: known.asOf, savedLookedFor: true },
          ),
        ),
      ),
    [watchMapIndex],
  );

  return <ProblemsContext.Provider value={state}>{children}</ProblemsContext.Provider>;
}

/** Every report's map fields, newest first, as last known. */
export function useProblems(): ProblemsState {
  return useContext(ProblemsContext);
}
