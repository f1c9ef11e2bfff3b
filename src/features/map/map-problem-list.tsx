/**
 * When the map cannot be shown: the same filtered reports as a list, each
 * opening its detail. The map index has no addresses, so the listed reports
 * are read whole (a few small queries); until they arrive, type and status.
 */
import type { MapProblem } from '../../domain/model';
import { t } from '../../messages/i18n';
import { StatusBadge } from '../../shared/problems/status-badge';
import { TypeBadge } from '../../shared/problems/type-badge';
import { useWholeReports } from '../../shared/problems/use-whole-reports';
import '../../shared/problems/problem-summary.css';

const SHOWN = 200;

export function MapProblemList({ problems, onSelect }: { problems: readonly MapProblem[]; onSelect: (id: string) => void }) {
  const shown = problems.slice(0, SHOWN);
  const whole = useWholeReports(shown.map((problem) => problem.id));
  return (
    <div className="map-list">
      <p role="alert">{t('map.mapFailed')}</p>
      <h2>{t('map.listTitle')}</h2>
      <ul className="problem-list">
        {shown.map((problem) => {
          const address = whole.get(problem.id)?.streetAddress;
          return (
            <li key={problem.id}>
              <button type="button" className="map-list-item" onClick={() => onSelect(problem.id)}>
                <TypeBadge type={problem.type} />
                <span className="map-list-text">{address === undefined ? '' : address || t('home.locationPending')}</span>
                <StatusBadge status={problem.status} />
              </button>
            </li>
          );
        })}
      </ul>
      {problems.length > SHOWN && <p>{t('map.listMore', { shown: SHOWN, total: problems.length })}</p>}
    </div>
  );
}
