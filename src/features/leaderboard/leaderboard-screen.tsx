/** Leaderboard: a period filter and the scored table of the top contributors. */
import { useState } from 'react';
import type { DatePeriod } from '../../domain/date-range';
import { messages } from '../../messages';
import { publicProfileName } from '../account/user-name';
import { useOnline } from '../connection/use-online';
import { useLeaderboard } from './use-leaderboard';

const PERIODS: readonly DatePeriod[] = ['all', 'today', 'week', 'month', 'year'];

export function LeaderboardScreen() {
  const [period, setPeriod] = useState<DatePeriod>('all');
  const { rows } = useLeaderboard(period);
  const online = useOnline();
  const columns = messages.leaderboard.columns;
  return (
    <section className="page leaderboard-page" aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title">{messages.leaderboard.title}</h1>
      <label className="field inline">
        <span>{messages.leaderboard.period}</span>
        <select value={period} onChange={(event) => setPeriod(event.target.value as DatePeriod)}>
          {PERIODS.map((value) => (
            <option key={value} value={value}>
              {messages.periods[value]}
            </option>
          ))}
        </select>
      </label>
      {rows === null ? (
        <p role="status">{messages.leaderboard.loading}</p>
      ) : rows.length === 0 && !online ? (
        // Offline with nothing saved: "No contributors yet" would not be true.
        <p className="network-needed" role="status">
          {messages.offline.leaderboardNotSaved}
        </p>
      ) : rows.length === 0 ? (
        <div className="empty">
          <p>
            <strong>{messages.leaderboard.emptyTitle}</strong>
          </p>
          <p>{messages.leaderboard.emptyBody}</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="leaderboard">
            <thead>
              <tr>
                {Object.values(columns).map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.uid} className={index < 3 ? `top top-${index + 1}` : undefined}>
                  <td>{index + 1}</td>
                  <th scope="row">{publicProfileName(row.profile)}</th>
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
      )}
    </section>
  );
}
