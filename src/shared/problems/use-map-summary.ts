/**
 * The map index's summary, asked for on a first visit (nothing saved on the device, the index
 * file still on its way): exact country figures in one small answer. With `overUnsureCopy`,
 * also over a saved copy the server has not yet confirmed (home in low-data mode, which fetches
 * no index file). Null until it has come, when it cannot be had (offline, a server error: the
 * screen keeps saying it is counting), and whenever it is not asked for.
 */
import { startTransition, useEffect, useState } from 'react';
import type { TileSummary } from '../../domain/map-tiles/tile-answers';
import { useData } from '../data-context';
import { useProblems } from './problems-context';

export function useMapSummary({ overUnsureCopy = false }: { readonly overUnsureCopy?: boolean } = {}): TileSummary | null {
  const { mapSummary } = useData();
  const { source, savedLookedFor } = useProblems();
  const wanted = savedLookedFor && (source === 'none' || (overUnsureCopy && source !== 'server'));
  const [summary, setSummary] = useState<TileSummary | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    mapSummary()
      .then((answer) => {
        if (live && answer) startTransition(() => setSummary(answer));
      })
      .catch((error: unknown) => console.warn('[map] the summary could not be read:', error));
    return () => {
      live = false;
    };
  }, [wanted, mapSummary]);
  return wanted ? summary : null;
}
