import { compassPoint } from '../../domain/bearing';
import type { NearbyProblem } from '../../domain/nearby-problems';
import { t } from '../../messages/i18n';

/**
 * A large arrow towards a report: turned from straight up by its angle from
 * the heading, or, with no heading known, by its compass bearing (north up).
 */
export function DirectionArrow({ item }: { item: NearbyProblem }) {
  const angle = item.relative ?? item.bearing;
  const label = item.direction ? t('glance.direction', { relative: item.direction }) : t('glance.compass', { point: compassPoint(item.bearing) });
  return (
    <svg className="glance-arrow" viewBox="0 0 48 48" role="img" aria-label={label} data-angle={Math.round(angle)}>
      <path d="M24 3 L42 40 L24 31 L6 40 Z" transform={`rotate(${angle.toFixed(1)} 24 24)`} />
    </svg>
  );
}
