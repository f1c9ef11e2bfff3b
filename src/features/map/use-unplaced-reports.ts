/**
 * The reports with no usable position, for the list while the map draws from tiles (low-data
 * mode with nothing saved): the map cannot show them, and "Showing N of M on the map" says the
 * list does. Fetched once when first wanted (`/data/map-tiles/unplaced`, well under a KB for a
 * few reports); empty until it has come or when it cannot be had.
 */
import { useEffect, useState } from 'react';
import type { MapProblem } from '../../domain/model';
import { useData } from '../../shared/data-context';

const NONE: readonly MapProblem[] = [];

export function useUnplacedReports(wanted: boolean): readonly MapProblem[] {
  const { mapTiles } = useData();
  const [problems, setProblems] = useState<readonly MapProblem[]>(NONE);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    mapTiles
      .unplaced()
      .then((answer) => {
        if (live && answer) setProblems(answer.problems);
      })
      .catch((error: unknown) => console.warn('[map] the reports with no position could not be read:', error));
    return () => {
      live = false;
    };
  }, [wanted, mapTiles]);
  return problems;
}
