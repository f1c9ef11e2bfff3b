/** When the map cannot be shown: the same filtered reports as a list, each opening its detail. */
import type { Problem } from '../../domain/model';
import { messages } from '../../messages';
import { StatusBadge } from '../problems/status-badge';
import { TypeBadge } from '../problems/type-badge';

const SHOWN = 200;

export function MapProblemList({ problems, onSelect }: { problems: readonly Problem[]; onSelect: (id: string) => void }) {
  return (
    <div className="map-list">
      <p role="alert">{messages.map.mapFailed}</p>
      <h2>{messages.map.listTitle}</h2>
      <ul className="problem-list">
        {problems.slice(0, SHOWN).map((problem) => (
          <li key={problem.id}>
            <button type="button" className="map-list-item" onClick={() => onSelect(problem.id)}>
              <TypeBadge type={problem.type} />
              <span className="map-list-text">{problem.streetAddress || messages.home.locationPending}</span>
              <StatusBadge status={problem.status} />
            </button>
          </li>
        ))}
      </ul>
      {problems.length > SHOWN && <p>{messages.map.listMore(SHOWN, problems.length)}</p>}
    </div>
  );
}
