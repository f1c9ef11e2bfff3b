/**
 * One clustering worker per map screen: every problem's point, clustering those the filters let
 * through. None while `off` (the map draws from tiles: clusters/tile-markers.ts), so such a visit
 * never downloads or starts the worker.
 */
import { useEffect, useState } from 'react';
import type { MapProblem } from '../../domain/model';
import { createClusterIndex, type ClusterIndex, type LoadOptions } from './clusters/cluster-index';

export function useClusterIndex(
  problems: readonly MapProblem[],
  visible: readonly MapProblem[],
  { filters, opening }: LoadOptions,
  off = false,
): { index: ClusterIndex; version: number } {
  const [index] = useState(createClusterIndex);
  const [version, setVersion] = useState(0);

  useEffect(() => () => index.dispose(), [index]);

  useEffect(() => {
    if (off) return;
    let current = true;
    void index.load(problems, visible, { filters, opening }).then(() => {
      if (current) setVersion(index.version);
    });
    return () => {
      current = false;
    };
  }, [index, problems, visible, filters, opening, off]);

  return { index, version };
}
