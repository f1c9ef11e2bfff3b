/** A count beside a filter choice (a type toggle, a municipality): its reports under the other filters, or "counting…" while the reports are not known. */
import { t } from '../../../messages/i18n';
import { CountFigure } from '../../../shared/components/count-figure';

export function FilterCount({ n }: { readonly n: number | null }) {
  return (
    <span className="type-count" aria-label={n === null ? t('stats.counting') : t('map.filters.count', { n })}>
      <CountFigure value={n} />
    </span>
  );
}
