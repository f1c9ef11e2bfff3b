/** The leaderboard as the spec's table, nine columns (docs/product-behaviour.md §2.6); shown from 600 px up (leaderboard.css). */
import { t } from '../../messages/i18n';
import { publicProfileName } from '../../shared/account/user-name';
import { placeClassName } from './leaderboard-rank';
import type { LeaderboardRow } from './use-leaderboard';

/** The nine columns, in the spec's order. */
const COLUMNS = ['rank', 'user', 'points', 'reports', 'confirmations', 'denials', 'resolved', 'bonus', 'adsViewed'] as const;

export function LeaderboardTable({ rows }: { readonly rows: readonly LeaderboardRow[] }) {
  return (
    // Where the nine columns do not fit (600-760 px) the box scrolls sideways: a named,
    // focusable region, so it can be scrolled from the keyboard too (WCAG 2.1.1). Its own name,
    // not the page's: two landmarks called "Leaderboard" would be one too many.
    <div className="table-scroll leaderboard-wide" role="region" aria-label={t('leaderboard.tableLabel')} tabIndex={0}>
      <table className="leaderboard">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`leaderboard.columns.${column}` as const)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className={placeClassName(index)}>
              <td>{index + 1}</td>
              <th scope="row">{publicProfileName(row)}</th>
              <td>{row.points}</td>
              <td>{row.reports}</td>
              <td>{row.confirmations}</td>
              <td>{row.denials}</td>
              <td>{row.resolved}</td>
              <td>{row.bonus}</td>
              <td>{row.adsViewed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
