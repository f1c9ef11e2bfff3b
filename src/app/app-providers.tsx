/**
 * What every page is drawn inside, in the browser (main.tsx) and in the prerender
 * (src/entry-server.tsx) alike: the two must draw the same tree for hydration to take
 * the prerendered page over as it is.
 */
import { StrictMode, type ReactNode } from 'react';
import type { BrowserData } from '../data/browser-backend';
import { DataProvider } from '../shared/data-context';
import { HydrationProvider } from '../shared/hydration';
import { LanguageProvider } from '../shared/language/language';
import { LocationProvider } from '../shared/location/location-context';
import { MapStateProvider } from '../shared/map-state/map-state-context';
import { ProblemsProvider } from '../shared/problems/problems-context';
import { SessionProvider } from '../shared/session/session';

/** `hydrating`: whether the page is the build's (prerendered, or being hydrated) until React has taken it over (shared/hydration.tsx). */
export function AppProviders({ data, hydrating, children }: { readonly data: BrowserData; readonly hydrating: boolean; readonly children: ReactNode }) {
  return (
    <StrictMode>
      <HydrationProvider hydrating={hydrating}>
        <LanguageProvider>
          <DataProvider data={data}>
            <SessionProvider>
              <ProblemsProvider>
                <LocationProvider>
                  <MapStateProvider>{children}</MapStateProvider>
                </LocationProvider>
              </ProblemsProvider>
            </SessionProvider>
          </DataProvider>
        </LanguageProvider>
      </HydrationProvider>
    </StrictMode>
  );
}
