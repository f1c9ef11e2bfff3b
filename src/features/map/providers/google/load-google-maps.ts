/**
 * Loads the Google Maps script (geometry and places libraries, docs/product-behaviour.md §7.4)
 * once, retrying as docs/product-behaviour.md §8.1 says. Google's terms forbid caching it, so it is
 * never precached and never used offline.
 */
import { withRetries } from './with-retries';

let loading: Promise<void> | null = null;

function injectScript(key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const callback = `__mzansiGoogleMapsReady${Date.now()}`;
    const script = document.createElement('script');
    const cleanUp = () => {
      delete (window as unknown as Record<string, unknown>)[callback];
      script.remove();
    };
    (window as unknown as Record<string, unknown>)[callback] = () => {
      delete (window as unknown as Record<string, unknown>)[callback];
      resolve();
    };
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=geometry,places&loading=async&callback=${callback}`;
    script.async = true;
    script.onerror = () => {
      cleanUp();
      reject(new Error('The Google Maps script could not be loaded'));
    };
    document.head.append(script);
  });
}

/** Resolves when `google.maps` is ready; rejects after the retries, and the next call tries afresh. */
export function loadGoogleMaps(key: string): Promise<void> {
  if (!navigator.onLine) return Promise.reject(new Error('offline: Google Maps needs a connection'));
  loading ??= withRetries(() => injectScript(key)).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
