/**
 * Runs the "closest new report within 500 m" rule (domain/proximity-alert.ts)
 * over the rows as the driver moves: returns the id that stands out now, and
 * calls `onAnnounce` once for each report as it becomes the alert.
 */
import { useEffect, useRef, useState } from 'react';
import type { NearbyProblem } from '../../domain/nearby-problems';
import { NO_ALERTS, nextAlert, type AlertState } from '../../domain/proximity-alert';

interface Tracked {
  readonly items: readonly NearbyProblem[];
  readonly state: AlertState;
  readonly announce: NearbyProblem | null;
}

export function useProximityAlert(items: readonly NearbyProblem[], onAnnounce: (item: NearbyProblem) => void): string | null {
  const [tracked, setTracked] = useState<Tracked>(() => ({ items: [], state: NO_ALERTS, announce: null }));
  // New rows (a new fix): step the rule during render, so the row stands out in the same paint.
  if (tracked.items !== items) {
    const step = nextAlert(tracked.state, items);
    setTracked({ items, state: step.state, announce: step.announce });
  }

  const announced = useRef<NearbyProblem | null>(null);
  const latest = useRef(onAnnounce);
  useEffect(() => {
    latest.current = onAnnounce;
  });
  useEffect(() => {
    // The ref keeps a development double-run of this effect from speaking twice.
    if (!tracked.announce || announced.current === tracked.announce) return;
    announced.current = tracked.announce;
    latest.current(tracked.announce);
  }, [tracked.announce]);

  return tracked.state.current;
}
