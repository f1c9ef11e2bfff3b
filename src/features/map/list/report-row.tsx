/** One report in the map's list view: type, address, status, age and distance; opens the detail. */
import { memo } from 'react';
import { formatDistance } from '../../../domain/distance';
import { elapsed } from '../../../domain/elapsed';
import type { ListedReport } from '../../../domain/map-view/report-list';
import { activeNumbers } from '../../../messages/formats';
import { t } from '../../../messages/i18n';
import { StatusBadge } from '../../../shared/problems/status-badge';
import { TypeBadge } from '../../../shared/problems/type-badge';

function ageWords(createdAt: number | null, now: number): string {
  if (createdAt === null) return t('map.list.dateUnknown');
  const age = elapsed(createdAt, Math.max(now, createdAt));
  return t('map.list.age', { unit: age.unit, amount: age.unit === 'justNow' ? 0 : age.amount });
}

export interface ReportRowProps {
  readonly row: ListedReport;
  /** The street address once read; undefined while it is not known. */
  readonly address: string | undefined;
  readonly now: number;
  readonly onSelect: (id: string) => void;
}

/**
 * Memoised: the virtualiser renders the list again at every step of a scroll, and a row still on
 * screen (same report, address, clock and handler) is left as it is; only rows coming in are made.
 */
export const ReportRow = memo(function ReportRow({ row, address, now, onSelect }: ReportRowProps) {
  const { problem, distanceKm } = row;
  return (
    <button type="button" className="map-list-item" onClick={() => onSelect(problem.id)}>
      <span className="map-list-line">
        <TypeBadge type={problem.type} />
        <StatusBadge status={problem.status} />
      </span>
      <span className="map-list-text">{address || t('home.locationPending')}</span>
      <span className="map-list-meta">
        <span>{ageWords(problem.createdAt, now)}</span>
        {distanceKm !== null && <span>{formatDistance(distanceKm, activeNumbers)}</span>}
      </span>
    </button>
  );
});
