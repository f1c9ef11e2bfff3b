/** One clustering worker per map screen, loaded with the problems the filters let through. */
import { useEffect, useState } from 'react';
import type { MapProblem } from '../../domain/model';
import { createClusterIndex, type ClusterIndex } from './clusters/cluster-index';

export function useClusterIndex(problems: readonly MapProblem[]): { index: ClusterIndex; version: number } {
  const [index] = useState(createClusterIndex);
  const [version, setVersion] = useState(0);

  useEffect(() => () => index.dispose(), [index]);

  useEffect(() => {
    let current = true;
    void index.load(problems).then(() => {
      if (current) setVersion(index.version);
    });
    return () => {
      current = false;
    };
  }, [index, problems]);

  return { index, version };
}
