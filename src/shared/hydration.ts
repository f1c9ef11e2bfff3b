/**
 * Whether this render may use what only the browser knows (storage, the window's size, the
 * signed-in user). Every page is prerendered at build time (README, "How a page is built"), and
 * hydrating it must render exactly what the build rendered: false on the server and during
 * hydration, true from the render React makes right after it, and at once on a page that was
 * not hydrated (a client render).
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * What the browser can do (`check`), for a render: `assumed` on the server and during
 * hydration (what most browsers answer, so the prerendered page is usually right), the real
 * answer from the render after.
 */
export function useBrowserCan(check: () => boolean, assumed: boolean): boolean {
  return useSyncExternalStore(never, check, () => assumed);
}
