/**
 * The trend drawn as SVG: a bar per month for reports received, a line with a
 * dot per month for reports resolved (two shapes, so the series part by more
 * than colour). Positions across are percentages, so the chart fills any width
 * with its text at full size; its height is fixed, so it takes its place before
 * the data arrives. Hidden from screen readers: the table beside it holds the
 * same figures.
 */
import { chartTicks } from '../../domain/chart-ticks';
import type { TrendMonth } from '../../domain/monthly-trend';
import { formatCount, formatMonth } from '../../messages/formats';
import { t } from '../../messages/i18n';

/** The SVG's height in px; its lines below, from the top. */
export const TREND_CHART_HEIGHT = 196;
const PLOT_TOP = 10;
const PLOT_BOTTOM = 150;
const MONTH_Y = 168;
const YEAR_Y = 186;

const percent = (value: number) => `${value}%`;

export function TrendChart({ months, loaded, dated }: { months: readonly TrendMonth[]; loaded: boolean; dated: boolean }) {
  const ticks = chartTicks(loaded ? Math.max(0, ...months.map((m) => Math.max(m.received, m.resolved))) : 0);
  const top = ticks.at(-1)!;
  const y = (value: number) => PLOT_BOTTOM - (value / top) * (PLOT_BOTTOM - PLOT_TOP);
  const slot = 100 / months.length;
  const centre = (index: number) => percent((index + 0.5) * slot);
  return (
    <svg className="trend-chart" width="100%" height={TREND_CHART_HEIGHT} aria-hidden="true" focusable="false">
      <g className="trend-grid">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1="0" x2="100%" y1={y(tick)} y2={y(tick)} />
            <text x="-8" y={y(tick)} dy="0.35em">
              {formatCount(tick)}
            </text>
          </g>
        ))}
      </g>
      {loaded ? (
        <>
          <g className="trend-received">
            {months.map((m, i) => (
              <rect key={m.month} x={percent((i + 0.2) * slot)} width={percent(0.6 * slot)} y={y(m.received)} height={PLOT_BOTTOM - y(m.received)} />
            ))}
          </g>
          <ResolvedLine months={months} y={y} centre={centre} />
          <g className="trend-hover">
            {months.map((m, i) => (
              <rect key={m.month} x={percent(i * slot)} width={percent(slot)} y={PLOT_TOP} height={PLOT_BOTTOM - PLOT_TOP}>
                <title>{t('trend.monthFigures', { month: formatMonth(m.start, 'long'), received: m.received, resolved: m.resolved })}</title>
              </rect>
            ))}
          </g>
        </>
      ) : (
        <text className="trend-loading" x="50%" y={(PLOT_TOP + PLOT_BOTTOM) / 2}>
          {t('trend.loading')}
        </text>
      )}
      {dated && <MonthLabels months={months} centre={centre} />}
    </svg>
  );
}

/** The resolved line: segments between the months' centres over a halo of the card's colour, so it shows where it crosses a bar. */
function ResolvedLine({ months, y, centre }: { months: readonly TrendMonth[]; y: (value: number) => number; centre: (index: number) => string }) {
  const segments = months.slice(1).map((m, i) => ({ key: m.month, x1: centre(i), y1: y(months[i]!.resolved), x2: centre(i + 1), y2: y(m.resolved) }));
  return (
    <g className="trend-resolved">
      <g className="trend-halo">
        {segments.map(({ key, ...line }) => (
          <line key={key} {...line} />
        ))}
      </g>
      <g className="trend-line">
        {segments.map(({ key, ...line }) => (
          <line key={key} {...line} />
        ))}
      </g>
      {months.map((m, i) => (
        <circle key={m.month} cx={centre(i)} cy={y(m.resolved)} r="4.5" />
      ))}
    </g>
  );
}

/**
 * The year goes under each January, and under the first month unless January is next: two
 * years side by side would run into each other on a phone.
 */
function showsYear(months: readonly TrendMonth[], index: number): boolean {
  const isJanuary = (m: TrendMonth | undefined) => m?.month.endsWith('-01') ?? false;
  return isJanuary(months[index]) || (index === 0 && !isJanuary(months[1]));
}

/** Each month's name under its bar ("Nov", or "N" where that does not fit), and the year where showsYear says. */
function MonthLabels({ months, centre }: { months: readonly TrendMonth[]; centre: (index: number) => string }) {
  return (
    <g className="trend-months">
      {months.map((m, i) => (
        <g key={m.month}>
          <text className="trend-month-short" x={centre(i)} y={MONTH_Y}>
            {formatMonth(m.start, 'short')}
          </text>
          <text className="trend-month-narrow" x={centre(i)} y={MONTH_Y}>
            {formatMonth(m.start, 'narrow')}
          </text>
          {showsYear(months, i) && (
            <text className="trend-year" x={centre(i)} y={YEAR_Y}>
              {formatMonth(m.start, 'year')}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}
