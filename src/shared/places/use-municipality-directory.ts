/**
 * The municipalities' and provinces' names for a screen (the board, a municipality's page),
 * from the boundary file fetched on its own (src/data/municipalities-file.ts). Null while it
 * loads (and in the prerender, which fetches nothing); the empty directory when it cannot be
 * had, so the screens show codes rather than wait for ever.
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

export function useMunicipalityDirectory(): DirectoryState {
  const [state, setState] = useState<DirectoryState>({ directory: known, failed: false });
  useEffect(() => {
    if (known) return;
    let live = true;
    fetchMunicipalitiesFile()
      .then((json) => (known = readMunicipalityDirectory(json)))
      .catch((error: unknown) => {
        console.warn('The municipalities file could not be read:', error);
        return null;
      })
      .then((directory) => {
        if (live) setState(directory ? { directory, failed: false } : { directory: EMPTY_DIRECTORY, failed: true });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
