/**
 * Which precached copy of a page a navigation gets. Every page is prerendered in every
 * language (scripts/lib/vite-prerender.mjs): English at the root (`/about/index.html`), the
 * others under `/localized/<code>_ALL/`, the folders Firebase Hosting's i18n rewrites choose
 * from. Served from the precache, a page skips Hosting, so the worker chooses as Hosting
 * would: the language the visitor chose (the `firebase-language-override` cookie, which the
 * page sets), else the browser's languages in order; then English; then, for a path with a
 * parameter, its route's shell (src/domain/page-shells.ts) the same way; then `/index.html`,
 * which the page draws afresh when it is not the page asked for (src/main.tsx).
 */
import { shellForPath } from '../src/domain/page-shells';

/** The candidates for `pathname` in the visitor's `languages`, best first. */
export function pageCopyUrls(pathname: string, languages: readonly string[]): string[] {
  const bases = [...new Set(languages.map((tag) => tag.split('-')[0]?.toLowerCase() ?? '').filter(Boolean))];
  const copies = (page: string) => [...bases.map((code) => `/localized/${code}_ALL${page}/index.html`), `${page}/index.html`];
  // A path with a parameter (`/municipalities/CPT`) has no page of its own: its route's shell, as Hosting's rewrite sends it.
  const shell = shellForPath(pathname);
  return [...copies(pathname.replace(/\/+$/u, '')), ...(shell ? copies(shell.page) : []), '/index.html'];
}

/** The language codes the override cookie names (a comma list, as Hosting reads it), or none. */
export function overrideLanguages(cookie: string | null | undefined): string[] {
  if (!cookie) return [];
  return decodeURIComponent(cookie)
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}
