/**
 * The municipalities' and provinces' names for a screen (the board, a municipality's page),
 * from the boundary file fetched on its own (src/data/municipalities-file.ts). Null while it
 * loads (and in the prerender, which fetches nothing); the empty directory when it cannot be
 * had, so the screens show codes rather than wait for ever. `wanted` false fetches nothing yet
 * (the map asks only once the visitor reaches for a place, so a first visit does not pay for it).
 */
import { useEffect, useState } from 'react';
import { fetchMunicipalitiesFile } from '../../data/municipalities-file';
import { EMPTY_DIRECTORY, readMunicipalityDirectory, type MunicipalityDirectory } from '../../domain/municipalities/directory';

export interface DirectoryState {
  readonly directory: MunicipalityDirectory | null;
  /** Set when the file could not be fetched or read. */
  readonly failed: boolean;
}

/** The directory once read, so a screen opened again in the same visit draws at once (never during hydration: nothing is read before it). */
let known: MunicipalityDirectory | null = null;

export function useMunicipalityDirectory(wanted = true): DirectoryState {
  const [state, setState] = useState<DirectoryState>({ directory: known, failed: false });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // Read already (by another screen, or by this one before it was wanted): no fetch, the same directory.
    (known ? Promise.resolve(known) : fetchMunicipalitiesFile().then((json) => (known = readMunicipalityDirectory(json))))
      .catch((error: unknown) => {
        console.warn('The municipalities file could not be read:', error);
        return null;
      })
      .then((directory) => {
        if (live) setState((current) => (directory ? (current.directory === directory ? current : { directory, failed: false }) : { directory: EMPTY_DIRECTORY, failed: true }));
      });
    return () => {
      live = false;
    };
  }, [wanted]);
  return state;
}
