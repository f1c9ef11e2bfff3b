/** What the chart's bars and line stand for, drawn as they are drawn. Hidden from screen readers with the chart: the table's headings say it. */
import { t } from '../../messages/i18n';

export function TrendLegend() {
  return (
    <ul className="trend-legend" aria-hidden="true">
      <li>
        <svg width="14" height="14" focusable="false">
          <rect className="trend-received-swatch" x="1" y="1" width="12" height="12" />
        </svg>
        {t('trend.received')}
      </li>
      <li>
        <svg width="24" height="14" focusable="false">
          <line className="trend-line-swatch" x1="1" x2="23" y1="7" y2="7" />
          <circle className="trend-dot-swatch" cx="12" cy="7" r="4.5" />
        </svg>
        {t('trend.resolved')}
      </li>
    </ul>
  );
}
