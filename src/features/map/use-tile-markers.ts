/**
 * The map's markers from the map tiles (clusters/tile-markers.ts) while `on`: low-data mode on a
 * device that holds no saved copy to follow, so the map fetches the places it shows and never the
 * country's every report (issue 38). Null when off: the map draws from the whole list.
 */
import { useEffect, useMemo, useState } from 'react';
import type { MapFilters, PlaceFilter } from '../../domain/problem-filter';
import { useData } from '../../shared/data-context';
import { createTileMarkers, type TileMarkers } from './clusters/tile-markers';

export function useTileMarkers(
  on: boolean,
  filters: MapFilters,
  uid: string | null,
  place: PlaceFilter,
  now: number,
): { markers: TileMarkers; version: number } | null {
  const { mapTiles } = useData();
  // Made once it is wanted; the filters of the moment follow in the effect below.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const markers = useMemo(() => (on ? createTileMarkers(mapTiles, { filters, uid, place, now }) : null), [on, mapTiles]);
  // Each new version or view drawn renders the screen again (its list and selection read the markers).
  const [, setTicks] = useState(0);
  useEffect(() => markers?.subscribe(() => setTicks((ticks) => ticks + 1)), [markers]);
  useEffect(() => markers?.show({ filters, uid, place, now }), [markers, filters, uid, place, now]);
  return markers ? { markers, version: markers.version } : null;
}
