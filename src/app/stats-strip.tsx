/** The counts strip of the map page (/ only, windows 650 px and wider). */
import { useMemo } from 'react';
import { summaryCounts } from '../domain/map-tiles/summary-figures';
import { countProblems } from '../domain/problem-stats';
import { useProblems } from '../shared/problems/problems-context';
import { useMapSummary } from '../shared/problems/use-map-summary';
import { t } from '../messages/i18n';
import { CountFigure } from '../shared/components/count-figure';
import './stats-strip.css';

export interface StatsStripProps {
  /** How many problems the map's filters let through; all of them until the map says otherwise. */
  readonly visible?: number;
  readonly locationKnown?: boolean;
}

export function StatsStrip({ visible, locationKnown = false }: StatsStripProps) {
  const { problems, source } = useProblems();
  // Before the saved copy or the server answers there is no list: a zero would be a wrong figure.
  const known = source !== 'none';
  // A first visit (nothing saved here): the index summary's exact figures while the index file comes.
  const summary = useMapSummary();
  // Counted once per list: a filter change re-renders the strip (the visible count) but changes no total.
  const counts = useMemo(() => (known ? countProblems(problems) : summary && summaryCounts(summary)), [known, problems, summary]);
  const items = [
    // Without the list only the map can say how many its filters show (from the summary, when the filters allow).
    [t('stats.visible'), known ? (visible ?? counts?.total) : visible],
    [t('stats.total'), counts?.total],
    [t('stats.active'), counts?.active],
    [t('stats.resolved'), counts?.resolved],
  ] as const;
  return (
    <section className="stats-strip" aria-label={t('stats.label')}>
      <dl>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <CountFigure value={value ?? null} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={locationKnown ? 'location on' : 'location off'}>
        {locationKnown ? t('stats.locationKnown') : t('stats.locationUnknown')}
      </p>
    </section>
  );
}
