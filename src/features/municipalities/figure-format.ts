/** How the board's figures are written and named: counts grouped, days with one decimal under ten, shares as percentages, a dash for none. */
import { RESOLVE_WITHIN_DAYS, type BoardColumn } from '../../domain/municipalities/board';
import { formatCount, formatDecimal, formatPercent } from '../../messages/formats';
import { t } from '../../messages/i18n';

export const NO_FIGURE = '–';

export function formatDays(days: number | null): string {
  if (days === null) return NO_FIGURE;
  return days < 10 ? formatDecimal(days, 1) : formatCount(Math.round(days));
}

export function formatShare(share: number | null): string {
  return share === null ? NO_FIGURE : formatPercent(share);
}

/** A column's heading, also the label of the figure on a municipality's page. */
export function columnLabel(column: BoardColumn): string {
  return column === 'resolvedWithin30Days' ? t('municipalities.columns.resolvedWithin30Days', { days: RESOLVE_WITHIN_DAYS }) : t(`municipalities.columns.${column}`);
}
