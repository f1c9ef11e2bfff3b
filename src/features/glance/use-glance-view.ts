/**
 * Everything glance mode shows, worked out from the device (position, motion,
 * visibility) and the same problems and filters as the map: the rows, which
 * one stands out, whether the driver is moving, and where the rows are
 * measured from (the device, or the map's centre when the driver chose it).
 */
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../shared/session/session';
import { MAP_DEFAULT_CENTRE } from '../../domain/constants';
import type { Coordinates } from '../../domain/model';
import { isMoving } from '../../domain/motion';
import { nearbyProblems, type NearbyProblem } from '../../domain/nearby-problems';
import { filterProblems } from '../../domain/problem-filter';
import { lastMapCentre } from '../../shared/map-state/last-map-centre';
import { useMapState } from '../../shared/map-state/map-state-context';
import { useProblems } from '../../shared/problems/problems-context';
import { alertPhrase } from './alert-phrase';
import { usePageVisible } from './use-page-visible';
import { useProximityAlert } from './use-proximity-alert';
import { useWakeLock } from './use-wake-lock';
import { useWatchedMotion, type LocationStatus } from './use-watched-motion';
import type { Voice } from './use-voice';

const NO_ROWS: readonly NearbyProblem[] = [];

export interface GlanceView {
  readonly status: LocationStatus;
  /** Where the rows are measured from; null until a fix arrives or the map centre is chosen. */
  readonly origin: Coordinates | null;
  readonly fromMapCentre: boolean;
  readonly heading: number | null;
  readonly moving: boolean;
  readonly rows: readonly NearbyProblem[];
  /** The id of the closest new report within 500 m, which stands out. */
  readonly alertId: string | null;
  readonly chooseMapCentre: () => void;
}

export function useGlanceView(speak: Voice['speak']): GlanceView {
  const visible = usePageVisible();
  useWakeLock(visible);
  const { motion, status } = useWatchedMotion(visible);
  const [mapCentre, setMapCentre] = useState<Coordinates | null>(null);
  const { problems } = useProblems();
  const { filters } = useMapState();
  const uid = useSession().session.user?.uid ?? null;
  // Date filters are read as of opening glance mode, as the map reads them as of its last filter change.
  const [openedAt] = useState(() => Date.now());

  const shown = useMemo(() => filterProblems(problems, filters, uid, openedAt).visible, [problems, filters, uid, openedAt]);
  const origin = motion?.fix.coordinates ?? mapCentre;
  const heading = motion?.heading ?? null;
  const rows = useMemo(() => (origin ? nearbyProblems(shown, origin, heading) : NO_ROWS), [shown, origin, heading]);
  const onAnnounce = useCallback((item: NearbyProblem) => speak((translate) => alertPhrase(item, translate)), [speak]);
  // Only a real position can bring a report "within 500 m" of the driver.
  const alertId = useProximityAlert(motion ? rows : NO_ROWS, onAnnounce);
  const chooseMapCentre = useCallback(() => setMapCentre(lastMapCentre() ?? MAP_DEFAULT_CENTRE), []);

  return {
    status,
    origin,
    fromMapCentre: !motion && mapCentre !== null,
    heading,
    moving: isMoving(motion?.speedKmh ?? null),
    rows,
    alertId,
    chooseMapCentre,
  };
}
