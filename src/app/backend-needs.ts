/**
 * Which half of the backend a page needs, and how soon (issue 12, point 6:
 * fast on a cheap phone). Firestore and Auth are most of the site's JavaScript
 * and seconds of a cheap phone's main thread, so a page loads only what it shows:
 * - the static pages (about, privacy, deletion guide, download, not found) need neither;
 * - pages with reports or people need the data half (Firestore);
 * - Auth is needed at once where identity is the point (/login, /profile), and on
 *   a data page when a signed-in user is remembered (to confirm them) or nothing
 *   is remembered (to learn who this is). A remembered guest is shown as a guest
 *   from the session hint, and Auth follows later, when the page is quiet.
 */
import type { AuthAccount } from '../data/backend';

export interface BackendNeeds {
  readonly data: boolean;
  readonly auth: 'now' | 'later' | 'no';
}

const DATA_PATHS: ReadonlySet<string> = new Set(['/', '/map', '/home', '/leaderboard', '/profile', '/glance']);
const IDENTITY_PATHS: ReadonlySet<string> = new Set(['/login', '/profile']);

/** `/home/` is `/home`. */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
}

export function backendNeeds(pathname: string, remembered: AuthAccount | null | undefined): BackendNeeds {
  const path = normalise(pathname);
  const data = DATA_PATHS.has(path);
  if (IDENTITY_PATHS.has(path)) return { data, auth: 'now' };
  if (!data) return { data, auth: 'no' };
  return { data, auth: remembered === null ? 'later' : 'now' };
}

/** Whether a page needs the backend at all; one that does not paints without waiting for the sign-in state. */
export function pageNeedsBackend(pathname: string): boolean {
  const needs = backendNeeds(pathname, undefined);
  return needs.data || needs.auth !== 'no';
}
