/**
 * Keeps the screen on while glance mode is open and visible (Screen Wake Lock
 * API). The browser drops the lock when the page is hidden; it is asked for
 * again when the page comes back, and released when glance mode closes. Where
 * the API is missing or refuses (battery saver, no permission), the screen
 * simply dims as usual.
 */
import { useEffect } from 'react';

export function useWakeLock(visible: boolean): void {
  useEffect(() => {
    if (!visible || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    navigator.wakeLock
      .request('screen')
      .then((lock) => {
        if (closed) void lock.release();
        else sentinel = lock;
      })
      .catch((error: unknown) => console.warn('[glance] the screen may dim: wake lock refused', error));
    return () => {
      closed = true;
      sentinel?.release().catch(() => {});
    };
  }, [visible]);
}
