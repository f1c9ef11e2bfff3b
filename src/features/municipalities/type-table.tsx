/** A municipality's reports by type (open, resolved, median days to resolve), most reports first; type names in the reader's language. */
import type { TypeFigures } from '../../domain/municipalities/board';
import { formatCount } from '../../messages/formats';
import { t } from '../../messages/i18n';
import { problemTypeLabel } from '../../messages/problem-words';
import { columnLabel, formatDays } from './figure-format';

/** The board's columns this table repeats, in its order. */
const TYPE_FIGURES = ['open', 'resolved', 'medianDaysToResolve'] as const;

export function TypeTable({ rows, labelledBy }: { rows: readonly TypeFigures[]; labelledBy: string }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="board-table">
        <thead>
          <tr>
            <th scope="col" className="name-cell">
              {t('municipality.columns.type')}
            </th>
            {TYPE_FIGURES.map((column) => (
              <th key={column} scope="col" className="figure">
                {columnLabel(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.type}>
              <th scope="row" className="name-cell">
                {problemTypeLabel(row.type)}
              </th>
              <td className="figure">{formatCount(row.open)}</td>
              <td className="figure">{formatCount(row.resolved)}</td>
              <td className="figure">{formatDays(row.medianDaysToResolve)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
