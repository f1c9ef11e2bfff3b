/**
 * Leaderboard: a period filter and the scored top contributors, drawn twice from
 * the same rows: the spec's nine-column table from 600 px up, one card per
 * contributor below (leaderboard.css). The hidden one is `display: none`, so
 * assistive technology meets only the one on screen.
 */
import { useState } from 'react';
import type { DatePeriod } from '../../domain/date-range';
import { t } from '../../messages/i18n';
import { useOnline } from '../../shared/connection/use-online';
import { LeaderboardList } from './leaderboard-list';
import { LeaderboardTable } from './leaderboard-table';
import { useLeaderboard } from './use-leaderboard';
import './leaderboard.css';

const TITLE_ID = 'leaderboard-title';
const PERIODS: readonly DatePeriod[] = ['all', 'today', 'week', 'month', 'year'];

export function LeaderboardScreen() {
  const [period, setPeriod] = useState<DatePeriod>('all');
  const { rows } = useLeaderboard(period);
  const online = useOnline();
  return (
    <section className="page leaderboard-page" aria-labelledby={TITLE_ID}>
      <h1 id={TITLE_ID}>{t('leaderboard.title')}</h1>
      <label className="field inline">
        <span>{t('leaderboard.period')}</span>
        <select className="input" value={period} onChange={(event) => setPeriod(event.target.value as DatePeriod)}>
          {PERIODS.map((value) => (
            <option key={value} value={value}>
              {t(`periods.${value}` as const)}
            </option>
          ))}
        </select>
      </label>
      {rows === null ? (
        <p role="status">{t('leaderboard.loading')}</p>
      ) : rows.length === 0 && !online ? (
        // Offline with nothing saved: "No contributors yet" would not be true.
        <p className="network-needed" role="status">
          {t('offline.leaderboardNotSaved')}
        </p>
      ) : rows.length === 0 ? (
        <div className="empty">
          <p>
            <strong>{t('leaderboard.emptyTitle')}</strong>
          </p>
          <p>{t('leaderboard.emptyBody')}</p>
        </div>
      ) : (
        <>
          <LeaderboardTable rows={rows} />
          <LeaderboardList rows={rows} labelledBy={TITLE_ID} />
        </>
      )}
    </section>
  );
}
