/**
 * A route's screen as its own chunk (issue 12, point 6: fast on a cheap phone):
 * the first load carries the shell, and each page fetches only its own screen.
 * The router preloads the chunk on intent and before it navigates, so a page
 * change never shows a half-loaded screen.
 *
 * When the chunk is gone from the server (a tab left open across an update),
 * TanStack Router's lazyRouteComponent would reload the page by itself once;
 * instead the page says it is out of date and offers Reload (service-worker.ts),
 * as any other missing code does, and the screen stays empty until then.
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import { reportMissingCode } from '../../shared/service-worker';
import { isMissingCodeError } from '../../domain/missing-code';

function MissingScreen() {
  return null;
}

/** `component: lazyScreen(() => import('../../features/home/home-screen'), 'HomeScreen')`. */
export function lazyScreen<TModule extends Record<string, unknown>, TName extends keyof TModule & string>(importer: () => Promise<TModule>, name: TName) {
  const component = lazyRouteComponent(
    () =>
      importer().catch((error: unknown): TModule => {
        if (!isMissingCodeError(error)) throw error;
        reportMissingCode();
        return { [name]: MissingScreen } as unknown as TModule;
      }),
    name,
  );
  // The prerender names the screen a page shows, to link its chunk's stylesheet and code (scripts/lib/vite-prerender.mjs).
  return Object.assign(component, { screen: name });
}

/** The screen `lazyScreen` made `component` for, if it did. */
export function screenName(component: unknown): string | undefined {
  return (component as { screen?: string } | undefined)?.screen;
}
