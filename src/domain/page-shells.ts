/**
 * The pages whose path holds a parameter (`/municipalities/CPT`). The build draws a page for
 * each value it knows (every municipality: src/entry-server.tsx valuePaths) and, for any other
 * value, one shell per route, which Hosting sends by firebase.json's rewrite and the service
 * worker sends for every value (sw/page-copies.ts: it keeps the shells, not 213 pages in four
 * languages). Before, such a path got `/`'s page: a visitor to a municipality's page saw the
 * map's loading cover first and downloaded the map's code for nothing.
 */

/** The router's paths with a parameter (src/app/routes); the build stops when the router has one this list lacks (src/entry-server.tsx). */
export const PARAMETER_ROUTES = ['/municipalities/$code'] as const;

export interface PageShell {
  /** The router's path: `/municipalities/$code`. */
  readonly route: string;
  /** Where the build writes the shell and Hosting's rewrite points (`/municipalities/_code/index.html`). */
  readonly page: string;
  /** The path the build draws, as a URL: each parameter is "…" (encoded), which the page shows while it loads. */
  readonly drawn: string;
  /** Hosting's rewrite source: a glob matching the route's paths (`/municipalities/*`). */
  readonly source: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);
const isParameter = (segment: string) => segment.startsWith('$');

export function pageShell(route: string): PageShell {
  const parts = segments(route);
  const path = (each: (parameter: string) => string) => `/${parts.map((part) => (isParameter(part) ? each(part.slice(1)) : part)).join('/')}`;
  return { route, page: path((name) => `_${name}`), drawn: path(() => encodeURIComponent('…')), source: path(() => '*') };
}

export const PAGE_SHELLS: readonly PageShell[] = PARAMETER_ROUTES.map(pageShell);

/** The shell that draws `pathname` (a trailing slash allowed), or null when no parameter route matches it. */
export function shellForPath(pathname: string, shells: readonly PageShell[] = PAGE_SHELLS): PageShell | null {
  const asked = segments(pathname);
  return (
    shells.find((shell) => {
      const route = segments(shell.route);
      return route.length === asked.length && route.every((part, i) => isParameter(part) || part === asked[i]);
    }) ?? null
  );
}
