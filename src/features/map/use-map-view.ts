/** Map or list: read from `?view=list` (map-search.ts) and written back there, so a link or reload keeps it. */
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

export type MapScreenView = 'map' | 'list';

const mapSearch = getRouteApi('/map-search');

export function useMapView(): [MapScreenView, (view: MapScreenView) => void] {
  const view = mapSearch.useSearch({ select: (search) => search.view ?? 'map' });
  const navigate = useNavigate();
  const setView = useCallback(
    (next: MapScreenView) =>
      // The default (the map) is left out of the URL, as the other defaults are.
      void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, view: next === 'list' ? ('list' as const) : undefined }) }),
    [navigate],
  );
  return [view, setView];
}
