/**
 * A count on screen, or a dash while it cannot be known yet (issue 38: "counts never lie").
 * Before the reports arrive, the build's page and the first render have no list to count, and a
 * zero there would be a wrong figure; a screen reader hears "counting…" in the dash's place. The
 * dash is narrower than the figure that replaces it, so the box keeps the figure's width in CSS.
 */
import { formatCount } from '../../messages/formats';
import { t } from '../../messages/i18n';

/** What stands for a count not known yet. */
export const UNKNOWN_FIGURE = '–';

export function CountFigure({ value }: { readonly value: number | null }) {
  if (value !== null) return <>{formatCount(value)}</>;
  return (
    <>
      <span aria-hidden="true">{UNKNOWN_FIGURE}</span>
      <span className="visually-hidden">{t('stats.counting')}</span>
    </>
  );
}
