/**
 * One live subscription to all problems, shared by every screen. It paints from
 * the snapshot store first (the last list saved, with its age), then the live
 * list replaces it as soon as Firestore answers, from its cache or the server.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Problem } from '../../domain/model';
import { useData } from '../../app/data-context';

export type ProblemsSource = 'none' | 'snapshot' | 'cache' | 'server';

export interface ProblemsState {
  readonly problems: readonly Problem[];
  readonly source: ProblemsSource;
  /**
   * When the data shown was last confirmed by the server: the snapshot's save
   * time, or the arrival of a server answer. An answer from Firestore's own
   * cache is no newer than the last server answer, so it keeps the time it had.
   */
  readonly asOf: number | null;
}

const EMPTY: ProblemsState = { problems: [], source: 'none', asOf: null };
const ProblemsContext = createContext<ProblemsState>(EMPTY);

export function ProblemsProvider({ children }: { children: ReactNode }) {
  const { backend, savedProblems } = useData();
  const [state, setState] = useState<ProblemsState>(EMPTY);

  useEffect(() => {
    let live = false;
    void savedProblems.then((saved) => {
      if (!saved) return;
      setState((current) => {
        // The snapshot only helps if nothing fresher has arrived meanwhile.
        if (!live) return { problems: saved.value, source: 'snapshot', asOf: saved.savedAt };
        // Firestore's cache answered first: its data is as old as the last server answer, which the snapshot dates.
        if (current.source === 'cache' && current.asOf === null) return { ...current, asOf: saved.savedAt };
        return current;
      });
    });
    return backend.watchAllProblems({
      next(problems, meta) {
        // An empty answer from Firestore's own cache on a cold start says nothing; keep the snapshot.
        if (meta.fromCache && problems.length === 0) return;
        live = true;
        setState((previous) => ({
          problems,
          source: meta.fromCache ? 'cache' : 'server',
          asOf: meta.fromCache ? previous.asOf : Date.now(),
        }));
      },
    });
  }, [backend, savedProblems]);

  return <ProblemsContext.Provider value={state}>{children}</ProblemsContext.Provider>;
}

/** All problems, newest first, as last known. */
export function useProblems(): ProblemsState {
  return useContext(ProblemsContext);
}
