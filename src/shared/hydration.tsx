/**
 * Whether this render may use what only the browser knows (storage, the window's size, the
 * signed-in user). Every page is prerendered at build time (README, "How a page is built"), and
 * hydrating it must render exactly what the build rendered: false on the server and during
 * hydration, true from the render React makes right after it, and at once on a page that was
 * not hydrated (a client render).
 *
 * One provider holds the answer for the whole page, and turns it true in a transition. Each
 * component asking `useSyncExternalStore` for it (as this did before) had React re-render it
 * synchronously once hydration was done: the session, the map and the filters together in one
 * task of 500-550 ms at Lighthouse's 4x CPU slowdown, all of it blocking a tap. In a
 * transition React draws that render in slices of a few milliseconds.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Outside any provider (a component's unit test) a render is a client render. */
const HydratedContext = createContext(true);

/**
 * `hydrating`: whether the page under it is being hydrated (or prerendered): its first render
 * is then the build's, and the one after it the browser's.
 */
export function HydrationProvider({ hydrating, children }: { readonly hydrating: boolean; readonly children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * What the browser can do (`check`), for a render: `assumed` on the server and during
 * hydration (what most browsers answer, so the prerendered page is usually right), the real
 * answer from the render after.
 */
export function useBrowserCan(check: () => boolean, assumed: boolean): boolean {
  return useHydrated() ? check() : assumed;
}
