/**
 * The map index's summary, asked for on a first visit (nothing saved on the device, the index
 * file still on its way): exact country figures in one small answer. With `overUnsureCopy`,
 * also over a saved copy the server has not yet confirmed (home in low-data mode, which fetches
 * no index file). Null until it has come, when it cannot be had (offline, a server error: the
 * screen keeps saying it is counting), and whenever it is not asked for.
 */
import { useEffect, useState } from 'react';
import type { TileSummary } from '../../domain/map-tiles/tile-answers';
import { useData } from '../data-context';
import { useProblems } from './problems-context';

export function useMapSummary({ overUnsureCopy = false }: { readonly overUnsureCopy?: boolean } = {}): TileSummary | null {
  const { mapSummary, nothingSavedAtStart } = useData();
  const { source, savedLookedFor } = useProblems();
  // With nothing saved here (the hint says so at once), no saved copy can come to be drawn over:
  // the summary is asked for without waiting 100-400 ms for the snapshot store to say so.
  const wanted = (savedLookedFor || nothingSavedAtStart) && (source === 'none' || (overUnsureCopy && source !== 'server'));
  const [summary, setSummary] = useState<TileSummary | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    mapSummary()
      .then((answer) => {
        // At once, not in a transition: the map's first figures then paint as soon as the summary is
        // here, before the map's code and the index file keep the page busy. In a transition they
        // waited for both, and Lighthouse's largest paint on / and /map (the map's count note) came
        // at 3.4-3.8 s; now at 2.5-2.6 s (median of 3, mobile preset, 2026-12-07).
        if (live && answer) setSummary(answer);
      })
      .catch((error: unknown) => console.warn('[map] the summary could not be read:', error));
    return () => {
      live = false;
    };
  }, [wanted, mapSummary]);
  return wanted ? summary : null;
}
