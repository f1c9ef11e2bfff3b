/**
 * The prerender: each route drawn to HTML at build time, in each language
 * (scripts/lib/vite-prerender.mjs writes the files), as the page's first render draws
 * it for a guest with nothing saved yet: the static pages whole, the data pages their
 * frame. main.tsx then hydrates it (`hydrateRoot`), so the visitor reads the page before
 * any script has run, and React takes it over without drawing it again.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { importCatalogue, LANGUAGES } from 'virtual:catalogues';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router';
import { screenName } from './app/routes/lazy-screen';
import { createPrerenderData } from './data/prerender-data';
import { htmlLang } from './domain/intl-locales';
import { municipalityPagePath } from './domain/municipalities/page-path';
import { PAGE_SHELLS, type PageShell } from './domain/page-shells';
import type { MunicipalitiesFile } from './domain/places/boundary-file';
import municipalitiesFile from './domain/places/data/municipalities.json';
import { activateCatalogue } from './messages/i18n';

/** Every language's code, English first. */
export const languages: readonly string[] = LANGUAGES.map((language) => language.code);

export interface PrerenderedPage {
  /** What goes inside `<div id="root">`. */
  readonly html: string;
  /** What React asks to be fetched early (`<link rel="preload">` of the page's images): for `<head>`. */
  readonly head: string;
  /** `<html lang>`. */
  readonly lang: string;
  /** The lazy screens the page shows (their exported names), whose chunks the page links. */
  readonly screens: readonly string[];
}

/** React writes its preloads first when it draws no `<head>` itself. */
const LEADING_LINKS = /^(?:<link [^>]*>)*/u;

/** `path` drawn in `language`. */
export async function renderPage(path: string, language: string): Promise<PrerenderedPage> {
  activateCatalogue(language, (await importCatalogue(language)).default);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), 'prerender');
  // Every screen is lazy: its chunk is loaded first, so the render draws the screen itself.
  await router.load();
  const failures: unknown[] = [];
  // React's static rendering waits for everything that suspends (lazy parts of a screen) and
  // reports what fails: a page drawn with a part missing would not hydrate cleanly.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders data={createPrerenderData()} hydrating>
      <RouterProvider router={router} />
    </AppProviders>,
    { onError: (error) => void failures.push(error) },
  );
  if (failures.length > 0) throw new AggregateError(failures, `${path} (${language}) could not be prerendered: ${(failures[0] as Error).stack ?? String(failures[0])}`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  const drawn = Buffer.concat(chunks).toString('utf8');
  const head = LEADING_LINKS.exec(drawn)?.[0] ?? '';
  const screens = router.state.matches.flatMap((match) => screenName(router.routesById[match.routeId]?.options.component) ?? []);
  return { html: drawn.slice(head.length), head, lang: htmlLang(language), screens };
}

const routePaths = Object.keys(createAppRouter(createMemoryHistory(), 'prerender').routesByPath);

/** Every route's path without a parameter (`/`, `/map`, `/about`, …): the pages the build writes. */
export const paths: readonly string[] = routePaths.filter((path) => !path.includes('$'));

/**
 * A route with a parameter (`/municipalities/$code`) gets a page for each value below and, for any
 * other value, its shell (domain/page-shells.ts), drawn at `drawn` and written at `page`. Hosting
 * sends the shell by a rewrite and the service worker by the same rule, so the list is the
 * domain's; the build stops here when the router has a parameter route that list lacks, which
 * would get `/`'s page instead.
 */
export const shells: readonly PageShell[] = PAGE_SHELLS;
const unlisted = routePaths.filter((path) => path.includes('$') && !PAGE_SHELLS.some((shell) => shell.route === path));
if (unlisted.length > 0) throw new Error(`Routes with a parameter and no shell: ${unlisted.join(', ')} (add them to PARAMETER_ROUTES, src/domain/page-shells.ts, and a rewrite to firebase.json)`);

/**
 * The values the build draws a page of their own for: every municipality the boundary file names.
 * Hosting picks a page's language copy only for a file that exists (its i18n rewrites), never
 * behind a rewrite, so with the shell alone a visitor in isiZulu would see an English frame first.
 * 213 pages of about 4 KB in each language; the service worker keeps the shell, not these.
 */
export const valuePaths: readonly string[] = (municipalitiesFile as MunicipalitiesFile).municipalities.map((municipality) => municipalityPagePath(municipality.code));
