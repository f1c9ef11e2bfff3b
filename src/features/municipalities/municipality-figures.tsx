/** A municipality's five figures as stat cards, named as the board's columns are. */
import type { MunicipalityFigures } from '../../domain/municipalities/board';
import { formatCount } from '../../messages/formats';
import { t } from '../../messages/i18n';
import { StatCards } from '../../shared/components/stat-cards';
import { columnLabel, formatDays, formatShare } from './figure-format';

export function MunicipalityFigureCards({ figures }: { figures: MunicipalityFigures }) {
  return (
    <StatCards
      label={t('municipality.figuresLabel')}
      cards={[
        { label: columnLabel('open'), value: formatCount(figures.open) },
        { label: columnLabel('resolved'), value: formatCount(figures.resolved) },
        { label: columnLabel('medianDaysToResolve'), value: formatDays(figures.medianDaysToResolve) },
        { label: columnLabel('resolvedWithin30Days'), value: formatShare(figures.resolvedWithin30Days) },
        { label: columnLabel('oldestOpenDays'), value: formatDays(figures.oldestOpenDays) },
      ]}
    />
  );
}
