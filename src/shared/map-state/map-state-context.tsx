/**
 * The map's filters, kept above the routes so they survive moving between
 * pages, reset when the user signs out (docs/product-behaviour.md §4.2), and the number of
 * problems they let through, which the stats strip shows.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../session/session';
import { DEFAULT_FILTERS, type MapFilters } from '../../domain/problem-filter';

interface MapStateValue {
  readonly filters: MapFilters;
  readonly setFilters: (update: (filters: MapFilters) => MapFilters) => void;
  /** How many problems the filters let through, once the map has counted; null before. */
  readonly visibleCount: number | null;
  readonly setVisibleCount: (count: number | null) => void;
}

const MapStateContext = createContext<MapStateValue | null>(null);

export function MapStateProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const [filters, setFilterState] = useState<MapFilters>(DEFAULT_FILTERS);
  const [visibleCount, setVisibleCount] = useState<number | null>(null);
  const uid = session.user?.uid ?? null;
  const previousUid = useRef(uid);

  useEffect(() => {
    // Signing out (a user, then none) puts every filter back to its default.
    if (previousUid.current !== null && uid === null) setFilterState(DEFAULT_FILTERS);
    previousUid.current = uid;
  }, [uid]);

  const value = useMemo(
    () => ({ filters, setFilters: (update: (f: MapFilters) => MapFilters) => setFilterState(update), visibleCount, setVisibleCount }),
    [filters, visibleCount],
  );
  return <MapStateContext.Provider value={value}>{children}</MapStateContext.Provider>;
}

export function useMapState(): MapStateValue {
  const value = useContext(MapStateContext);
  if (!value) throw new Error('useMapState must be used inside <MapStateProvider>');
  return value;
}
