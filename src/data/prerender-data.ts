/**
 * The data a page has when it is prerendered at build time (src/entry-server.tsx): none.
 * A prerender runs no effect, so nothing here is read but the fields a render touches; a
 * call that would fetch or store says clearly that a build has no data, rather than
 * drawing something a visitor's page would not.
 */
import type { BrowserData } from './browser-backend';

function noData(what: string): never {
  throw new Error(`A prerendered page has no data: ${what} is for the browser`);
}

/** Any method of `name` throws noData when called. */
function inert<T extends object>(name: string): T {
  return new Proxy({} as T, { get: (_, key) => () => noData(`${name}.${String(key)}`) });
}

export function createPrerenderData(): BrowserData {
  const never = new Promise<never>(() => {});
  return {
    backend: inert('backend'),
    snapshots: inert('snapshots'),
    watchMapIndex: () => noData('watchMapIndex'),
    storageTrouble: { subscribe: () => () => {} },
    startMapIndex: () => noData('startMapIndex'),
    // A fact, not a fetch: nothing has started at build time.
    mapIndexStarted: () => false,
    mapOpening: () => 'deciding',
    subscribeMapOpening: () => () => {},
    mapTiles: inert('mapTiles'),
    mapSummary: () => noData('mapSummary'),
    // Unknown at build time; false draws nothing a visitor's first render would not.
    nothingSavedAtStart: false,
    // A prerendered page is a guest's (session.tsx): nobody is signed in at build time.
    accountOnDevice: never,
    accountOnDeviceKnown: () => 'none',
    startData: () => noData('startData'),
    startAuth: () => noData('startAuth'),
  };
}
