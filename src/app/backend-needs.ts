/**
 * Which half of the backend a page needs (issue 12, point 6: fast on a cheap
 * phone). Firestore and Auth are most of the site's JavaScript and seconds of a
 * cheap phone's main thread, so a page loads only what it shows:
 * - the static pages (about, privacy, deletion guide, download, not found) need neither;
 * - pages with reports or people need the data half (Firestore) and the map index;
 * - pages about identity (/login, /profile) need Auth at once. Elsewhere Auth
 *   loads only when an account may be signed in on this device (browser-backend.ts).
 */
export interface BackendNeeds {
  readonly data: boolean;
  readonly identity: boolean;
}

const DATA_PATHS: ReadonlySet<string> = new Set(['/', '/map', '/home', '/leaderboard', '/municipalities', '/profile', '/glance']);
/** Pages with a parameter in their path: every `/municipalities/<code>` shows reports. */
const DATA_PATH_PREFIXES: readonly string[] = ['/municipalities/'];
const IDENTITY_PATHS: ReadonlySet<string> = new Set(['/login', '/profile']);

/** What a page needs; `/home/` is `/home`. */
export function backendNeeds(pathname: string): BackendNeeds {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
  return { data: DATA_PATHS.has(path) || DATA_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)), identity: IDENTITY_PATHS.has(path) };
}

/** Whether a page needs the backend at all; one that does not paints without waiting for the sign-in state. */
export function pageNeedsBackend(pathname: string): boolean {
  const needs = backendNeeds(pathname);
  return needs.data || needs.identity;
}

/**
 * Pages that read every report by place (glance's nearest reports, the municipalities' figures)
 * need the whole map index even in low-data mode. The map draws from the tiles of its views
 * there, home counts from the index summary, and the leaderboard and profile read no report by
 * place, so they fetch no index file, megabytes at a national scale (issue 38).
 */
const WHOLE_INDEX_PATHS: ReadonlySet<string> = new Set(['/glance', '/municipalities']);

/** Whether a page needs every report's map fields, not only the counts of the index summary. */
export function needsWholeIndex(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
  return WHOLE_INDEX_PATHS.has(path) || DATA_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

const MAP_PATHS: ReadonlySet<string> = new Set(['/', '/map']);

/** Whether a page opens on the map, whose first markers come before Firebase and the service worker (shared/map-first-draw.ts). */
export function drawsMapFirst(pathname: string): boolean {
  return MAP_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname);
}
