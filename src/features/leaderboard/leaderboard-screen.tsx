/**
 * Leaderboard: a period filter (a custom range too) and the scored top contributors, drawn twice from
 * the same rows: the spec's nine-column table from 600 px up, one card per
 * contributor below (leaderboard.css). The hidden one is `display: none`, so
 * assistive technology meets only the one on screen.
 */
import { useState } from 'react';
import type { DateFilter, DatePeriod } from '../../domain/date-range';
import { t } from '../../messages/i18n';
import { DateFilterField } from '../../shared/components/date-filter-field';
import { useOnline } from '../../shared/connection/use-online';
import { LeaderboardList } from './leaderboard-list';
import { LeaderboardTable } from './leaderboard-table';
import { useLeaderboard } from './use-leaderboard';
import './leaderboard.css';

const TITLE_ID = 'leaderboard-title';
const PERIODS: readonly DatePeriod[] = ['all', 'today', 'week', 'month', 'year', 'custom'];
const ALL: DateFilter = { period: 'all' };

export function LeaderboardScreen() {
  const [filter, setFilter] = useState<DateFilter>(ALL);
  const { rows: read, failed } = useLeaderboard(filter);
  // A board that could not be had, with none saved, shows as empty (or, offline, says why).
  const rows = read ?? (failed ? [] : null);
  const online = useOnline();
  return (
    <section className="page leaderboard-page" aria-labelledby={TITLE_ID}>
      <h1 id={TITLE_ID}>{t('leaderboard.title')}</h1>
      <DateFilterField label={t('leaderboard.period')} periods={PERIODS} value={filter} onChange={setFilter} />
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
