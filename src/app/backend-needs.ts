/**
 * Which pages need the backend (issue 12, point 6: fast on a cheap phone). The
 * Firebase SDK is most of the site's JavaScript and seconds of a cheap phone's
 * main thread, so the static pages (about, privacy, deletion guide, download,
 * not found) do not load it: it loads when the visitor first opens a page that
 * shows reports, people or sign-in.
 */
const BACKEND_PATHS: ReadonlySet<string> = new Set(['/', '/map', '/home', '/leaderboard', '/profile', '/glance', '/login']);

/** Whether a page needs the backend; `/home/` is `/home`. */
export function pageNeedsBackend(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
  return BACKEND_PATHS.has(path);
}
