/**
 * Which report glance mode makes stand out (and speaks, with voice on): the
 * closest *new* one within 500 m that is not behind the driver.
 *
 * "New" means not yet alerted in this visit to glance mode. A report becomes
 * the alert when it is the closest new one in range; it is then alerted (and
 * spoken once) and stays the alert while it is within 500 m and not behind,
 * unless a closer new one takes over. Once alerted it is never new again in
 * this visit, so nothing is spoken twice. Reports the driver has passed
 * (behind, with a known heading) are never alerted.
 */
import type { NearbyProblem } from './nearby-problems';

/** Reports closer than this can become the alert. */
export const ALERT_RADIUS_KM = 0.5;

export interface AlertState {
  /** Ids alerted so far in this visit. */
  readonly alerted: ReadonlySet<string>;
  /** The report standing out now, or null. */
  readonly current: string | null;
}

export const NO_ALERTS: AlertState = { alerted: new Set(), current: null };

export interface AlertStep {
  readonly state: AlertState;
  /** The report that just became the alert (to speak), or null. */
  readonly announce: NearbyProblem | null;
}

function inRange(item: NearbyProblem): boolean {
  return item.distanceKm < ALERT_RADIUS_KM && item.direction !== 'behind';
}

/** The alert after the driver's position changed; `items` are the reports placed from there. */
export function nextAlert(state: AlertState, items: readonly NearbyProblem[]): AlertStep {
  const candidates = items.filter(inRange).sort((a, b) => a.distanceKm - b.distanceKm);
  const current = candidates.find((item) => item.problem.id === state.current) ?? null;
  const closestNew = candidates.find((item) => !state.alerted.has(item.problem.id)) ?? null;
  if (closestNew && (!current || closestNew.distanceKm < current.distanceKm)) {
    const alerted = new Set(state.alerted).add(closestNew.problem.id);
    return { state: { alerted, current: closestNew.problem.id }, announce: closestNew };
  }
  const keep = current?.problem.id ?? null;
  return { state: keep === state.current ? state : { ...state, current: keep }, announce: null };
}
