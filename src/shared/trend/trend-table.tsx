/** The trend's figures as a table: what a screen reader reads instead of the chart, and what "Show as table" shows. */
import type { TrendMonth } from '../../domain/monthly-trend';
import { formatMonth } from '../../messages/formats';
import { t } from '../../messages/i18n';
import { CountFigure } from '../components/count-figure';

export function TrendTable({ months, loaded, dated }: { months: readonly TrendMonth[]; loaded: boolean; dated: boolean }) {
  const figure = (n: number) => <CountFigure value={loaded ? n : null} />;
  return (
    <table className="trend-table">
      <caption>{t('trend.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('trend.month')}</th>
          <th scope="col">{t('trend.received')}</th>
          <th scope="col">{t('trend.resolved')}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row">{dated ? formatMonth(m.start, 'long') : ''}</th>
            <td>{figure(m.received)}</td>
            <td>{figure(m.resolved)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
