/**
 * The device's position, speed and heading, watched continuously (high
 * accuracy) while the page is visible and not at all while it is hidden, so a
 * phone in a pocket does not keep its GPS on. A fix that fails after one has
 * arrived keeps the last one (Chromium reports a brief "position unavailable"
 * whenever the position source changes); only a refusal drops it.
 */
import { useEffect, useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS } from '../../domain/constants';
import { advanceMotion, type Fix, type Motion } from '../../domain/motion';
import { useBrowserCan } from '../../shared/hydration';
import { canLocate } from '../../shared/location/location-context';

export type LocationStatus = 'unsupported' | 'waiting' | 'tracking' | 'unavailable' | 'denied';

export interface WatchedMotion {
  readonly motion: Motion | null;
  readonly status: LocationStatus;
}

function toFix(position: GeolocationPosition): Fix {
  const { latitude, longitude, speed, heading } = position.coords;
  return { coordinates: { latitude, longitude }, timestamp: position.timestamp, speed, heading };
}

export function useWatchedMotion(visible: boolean): WatchedMotion {
  const supported = useBrowserCan(canLocate, true);
  const [watched, setState] = useState<WatchedMotion>({ motion: null, status: 'waiting' });
  const state: WatchedMotion = supported ? watched : { motion: null, status: 'unsupported' };

  useEffect(() => {
    if (!supported || !visible) return;
    const id = navigator.geolocation.watchPosition(
      (position) => setState((previous) => ({ status: 'tracking', motion: advanceMotion(previous.motion, toFix(position)) })),
      (error) =>
        setState((previous) => {
          if (error.code === error.PERMISSION_DENIED) return { motion: null, status: 'denied' };
          return previous.motion ? previous : { motion: null, status: 'unavailable' };
        }),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [supported, visible]);

  return state;
}
