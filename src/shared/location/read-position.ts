/**
 * One read of the device's position from the browser, and why there is none when it fails:
 * refused (`denied`) told apart from not found in time (`unavailable`) and no geolocation at all
 * (`unsupported`). The location context (location-context.tsx) keeps only the position; "My
 * municipality" and "My ward" (places/place-finder.ts) say why.
 */
import { GEOLOCATION_TIMEOUT_MS } from '../../domain/constants';
import type { Coordinates } from '../../domain/model';

export type PositionFailure = 'unsupported' | 'denied' | 'unavailable';

export type PositionAnswer = { readonly ok: true; readonly value: Coordinates } | { readonly ok: false; readonly reason: PositionFailure };

/** Asks for a high-accuracy fix; `maximumAge` lets a recent one be reused (0: a fresh fix). */
export function readPosition(maximumAge: number): Promise<PositionAnswer> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (fix) => resolve({ ok: true, value: { latitude: fix.coords.latitude, longitude: fix.coords.longitude } }),
      (error) => resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge },
    );
  });
}
