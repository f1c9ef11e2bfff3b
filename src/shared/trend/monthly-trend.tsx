/**
 * "Reports per month": reports received and resolved in each of the last twelve months,
 * counted from the map index every screen shares (so it works offline from the saved copy and
 * reads nothing more), as a chart with its figures in a table. Home draws it for every report,
 * a municipality's page for its own (docs/product-behaviour.md §2.3, §2.12).
 */
import { useId, useMemo, useState } from 'react';
import { summaryTrend } from '../../domain/map-tiles/summary-figures';
import type { TileSummary } from '../../domain/map-tiles/tile-answers';
import type { MapProblem } from '../../domain/model';
import { monthlyTrend } from '../../domain/monthly-trend';
import { t } from '../../messages/i18n';
import { useHydrated } from '../hydration';
import './trend.css';
import { TrendChart } from './trend-chart';
import { TrendLegend } from './trend-legend';
import { TrendTable } from './trend-table';

/**
 * `problems` is null until the map index (saved or live) has arrived; until then the index's
 * `summary`, when given, has the same figures (summary-figures.ts), and without either the
 * chart says it is loading.
 */
export function MonthlyTrend({
  problems,
  summary = null,
}: {
  problems: readonly Pick<MapProblem, 'createdAt' | 'resolvedAt'>[] | null;
  summary?: TileSummary | null;
}) {
  // The months are those of the visit's start: a page left open past midnight on the 1st keeps its twelve.
  const [now] = useState(() => Date.now());
  const counted = useMemo(() => (problems ? monthlyTrend(problems, now) : summary ? summaryTrend(summary, now) : null), [problems, summary, now]);
  const months = useMemo(() => counted ?? monthlyTrend([], now), [counted, now]);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const titleId = useId();
  const loaded = counted !== null;
  // The month names wait for the browser: the prerendered page was drawn on another day (perhaps
  // another month) and with another copy of the languages' month names (Node's, not the browser's).
  const dated = useHydrated();
  return (
    <section className="trend-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('trend.title')}</h2>
      <p className="trend-subtitle">{t('trend.subtitle')}</p>
      <TrendLegend />
      <div className="trend-plot">
        <TrendChart months={months} loaded={loaded} dated={dated} />
      </div>
      <button type="button" className="link-button" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown(!tableShown)}>
        {tableShown ? t('trend.hideTable') : t('trend.showTable')}
      </button>
      {/* Always in the page for screen readers; on screen when asked for. */}
      <div id={tableId} className={tableShown ? 'trend-table-box' : 'visually-hidden'}>
        <TrendTable months={months} loaded={loaded} dated={dated} />
      </div>
    </section>
  );
}
