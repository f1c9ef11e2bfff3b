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

export function useMunicipalityDirectory(): DirectoryState {
  const [state, setState] = useState<DirectoryState>({ directory: null, failed: false });
  useEffect(() => {
    let live = true;
    fetchMunicipalitiesFile()
      .then(readMunicipalityDirectory)
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
