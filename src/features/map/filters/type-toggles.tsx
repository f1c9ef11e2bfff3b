/** A switch per problem type, with its icon, colour and how many reports it would show. */
import type { MapFilters } from '../../../domain/problem-filter';
import { toggleType } from '../../../domain/problem-filter';
import { PROBLEM_TYPES, type ProblemType } from '../../../domain/problem-types';
import { t } from '../../../messages/i18n';
import { problemTypeLabel } from '../../../messages/problem-words';
import { ProblemTypeIcon } from '../../../shared/problems/problem-type-icon';
import { FilterCount } from './filter-count';

interface TypeTogglesProps {
  readonly filters: MapFilters;
  /** Null until the reports are known: each count then reads "counting…", never 0. */
  readonly counts: ReadonlyMap<ProblemType, number> | null;
  readonly onChange: (update: (filters: MapFilters) => MapFilters) => void;
}

export function TypeToggles({ filters, counts, onChange }: TypeTogglesProps) {
  return (
    <fieldset className="type-toggles">
      <legend>{t('map.filters.types')}</legend>
      <ul>
        {PROBLEM_TYPES.map((type) => {
          const count = counts ? (counts.get(type) ?? 0) : null;
          return (
            <li key={type}>
              <label className="check type-toggle">
                <input type="checkbox" checked={!filters.hiddenTypes.has(type)} onChange={() => onChange((f) => toggleType(f, type))} />
                <ProblemTypeIcon type={type} size={16} className="type-dot" />
                <span className="type-name">{problemTypeLabel(type)}</span>
                <FilterCount n={count} />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
