/**
 * What every page is drawn inside, in the browser (main.tsx) and in the prerender
 * (src/entry-server.tsx) alike: the two must draw the same tree for hydration to take
 * the prerendered page over as it is.
 */
import { StrictMode, type ReactNode } from 'react';
import type { BrowserData } from '../data/browser-backend';
import { DataProvider } from '../shared/data-context';
import { LanguageProvider } from '../shared/language/language';
import { LocationProvider } from '../shared/location/location-context';
import { MapStateProvider } from '../shared/map-state/map-state-context';
import { ProblemsProvider } from '../shared/problems/problems-context';
import { SessionProvider } from '../shared/session/session';

export function AppProviders({ data, children }: { readonly data: BrowserData; readonly children: ReactNode }) {
  return (
    <StrictMode>
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
    </StrictMode>
  );
}
