/**
 * The map index's summary for a screen while `wanted`: on a first visit (nothing saved on the
 * device, the index file still on its way) it brings exact country figures in one small answer.
 * Null until it has come, when it cannot be had (offline, a server error: the screen keeps
 * saying it is counting), and whenever it is not wanted.
 */
import { startTransition, useEffect, useState } from 'react';
import type { TileSummary } from '../../domain/map-tiles/tile-answers';
import { useData } from '../data-context';

export function useMapSummary(wanted: boolean): TileSummary | null {
  const { mapSummary } = useData();
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
