/**
 * The leaderboard on a phone (below 600 px, leaderboard.css): one card per
 * contributor, in the table's order, with rank, name and points large and the
 * other six figures small beneath. It is read in that order too: "Rank 1,
 * PotholeQueen, 120 Points", then each figure with its label, so nothing
 * depends on seeing the layout.
 */
import { t } from '../../messages/i18n';
import { publicProfileName } from '../../shared/account/user-name';
import { placeClassName } from './leaderboard-rank';
import type { LeaderboardRow } from './use-leaderboard';

/** The figures under the name, in the table's column order. */
const FIGURES = ['reports', 'confirmations', 'denials', 'resolved', 'bonus', 'adsViewed'] as const;

interface LeaderboardListProps {
  readonly rows: readonly LeaderboardRow[];
  /** The id of the board's heading, which names the list. */
  readonly labelledBy: string;
}

export function LeaderboardList({ rows, labelledBy }: LeaderboardListProps) {
  return (
    // role="list" though an <ol> has it: WebKit (VoiceOver) drops the list role of a list drawn
    // without markers (list-style: none), and "list, 20 items" is how a reader learns the board's size.
    <ol className="leaderboard-cards leaderboard-narrow" role="list" aria-labelledby={labelledBy}>
      {rows.map((row, index) => (
        <li key={index} className={['leaderboard-card', placeClassName(index)].filter(Boolean).join(' ')}>
          <span className="card-rank">
            <span className="visually-hidden">{t('leaderboard.columns.rank')} </span>
            {index + 1}
          </span>
          <strong className="card-name">{publicProfileName(row)}</strong>
          <span className="card-points">
            <span className="card-points-value">{row.points}</span> {t('leaderboard.columns.points')}
          </span>
          <dl className="card-figures">
            {FIGURES.map((figure) => (
              <div key={figure}>
                <dt>{t(`leaderboard.columns.${figure}` as const)}</dt>
                <dd>{row[figure]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
