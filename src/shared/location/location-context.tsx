/**
 * The user's location, shared by the map, home and stats strip. It is asked for
 * only when the user asks (a button), or at once when the browser already has
 * permission, so no screen opens with a permission prompt. Failure is ignored
 * quietly (docs/product-behaviour.md §8.1): the location simply stays unknown.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { HOME_GEOLOCATION_MAX_AGE_MS } from '../../domain/constants';
import type { Coordinates } from '../../domain/model';
import { useBrowserCan } from '../hydration';
import { readPosition } from './read-position';

interface LocationValue {
  readonly position: Coordinates | null;
  readonly supported: boolean;
  /** Asks the browser for the position; `maximumAge` lets a recent fix be reused. */
  readonly request: (maximumAge?: number) => Promise<Coordinates | null>;
}

const LocationContext = createContext<LocationValue | null>(null);

/** Whether this browser can locate the device at all (asked of a render through useBrowserCan). */
export const canLocate = () => 'geolocation' in navigator;

export function LocationProvider({ children }: { children: ReactNode }) {
  const supported = useBrowserCan(canLocate, true);
  const [position, setPosition] = useState<Coordinates | null>(null);

  const request = useCallback(
    async (maximumAge = 0) => {
      if (!supported) return null;
      const answer = await readPosition(maximumAge);
      // Failure is quiet here (docs/product-behaviour.md §8.1): the location stays unknown.
      if (!answer.ok) return null;
      setPosition(answer.value);
      return answer.value;
    },
    [supported],
  );

  useEffect(() => {
    if (!supported || !navigator.permissions) return;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!cancelled && status.state === 'granted') void request(HOME_GEOLOCATION_MAX_AGE_MS);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [supported, request]);

  const value = useMemo(() => ({ position, supported, request }), [position, supported, request]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useLocation(): LocationValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useLocation must be used inside <LocationProvider>');
  return value;
}
