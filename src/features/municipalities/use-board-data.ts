/**
 * The figures both municipality screens start from: every report of the shared map index
 * (so the board and the map count the same reports, offline from the saved copy too) and the
 * names from the boundary file. `ready` once both have come; `offline` when nothing saved can
 * come (no connection, no saved copy).
 */
import { useState } from 'react';
import type { BoardReport } from '../../domain/municipalities/board';
import type { MunicipalityDirectory } from '../../domain/municipalities/directory';
import { useOnline } from '../../shared/connection/use-online';
import { useMunicipalityDirectory } from '../../shared/places/use-municipality-directory';
import { useProblems } from '../../shared/problems/problems-context';

export type BoardData =
  | { readonly state: 'loading' | 'offline' }
  | { readonly state: 'ready'; readonly problems: readonly BoardReport[]; readonly directory: MunicipalityDirectory; readonly namesFailed: boolean; readonly now: number };

export function useBoardData(): BoardData {
  const { problems, source, savedLookedFor } = useProblems();
  const { directory, failed } = useMunicipalityDirectory();
  const online = useOnline();
  // The figures are those of the visit's start: ages do not creep while the page is read.
  const [now] = useState(() => Date.now());
  if (source === 'none') return { state: savedLookedFor && !online ? 'offline' : 'loading' };
  if (directory === null) return { state: 'loading' };
  return { state: 'ready', problems, directory, namesFailed: failed, now };
}
