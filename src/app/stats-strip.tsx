/** The counts strip of the map page (/ only, windows 650 px and wider). */
import { useMemo } from 'react';
import { countProblems } from '../domain/problem-stats';
import { useProblems } from '../shared/problems/problems-context';
import { formatCount } from '../messages/formats';
import { t } from '../messages/i18n';
import './stats-strip.css';

export interface StatsStripProps {
  /** How many problems the map's filters let through; all of them until the map says otherwise. */
  readonly visible?: number;
  readonly locationKnown?: boolean;
}

export function StatsStrip({ visible, locationKnown = false }: StatsStripProps) {
  const { problems } = useProblems();
  // Counted once per list: a filter change re-renders the strip (the visible count) but changes no total.
  const counts = useMemo(() => countProblems(problems), [problems]);
  const items = [
    [t('stats.visible'), visible ?? counts.total],
    [t('stats.total'), counts.total],
    [t('stats.active'), counts.active],
    [t('stats.resolved'), counts.resolved],
  ] as const;
  return (
    <section className="stats-strip" aria-label={t('stats.label')}>
      <dl>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      <p className={locationKnown ? 'location on' : 'location off'}>
        {locationKnown ? t('stats.locationKnown') : t('stats.locationUnknown')}
      </p>
    </section>
  );
}
