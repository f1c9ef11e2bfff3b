/** The trend's figures as a table: what a screen reader reads instead of the chart, and what "Show as table" shows. */
import type { TrendMonth } from '../../../domain/monthly-trend';
import { messages } from '../../../messages';

const text = messages.home.trend;

export function TrendTable({ months, loaded }: { months: readonly TrendMonth[]; loaded: boolean }) {
  const figure = (n: number) => (loaded ? n.toLocaleString('en-ZA') : '–');
  return (
    <table className="trend-table">
      <caption>{text.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.month}</th>
          <th scope="col">{text.received}</th>
          <th scope="col">{text.resolved}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row">{text.monthAndYear(m.start)}</th>
            <td>{figure(m.received)}</td>
            <td>{figure(m.resolved)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
