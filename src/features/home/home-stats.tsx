/** The four stat cards: Total Reports, Active Problems, Resolved, Contributors. */
import type { ProblemCounts } from '../../domain/problem-stats';
import { formatCount } from '../../messages/formats';
import { t } from '../../messages/i18n';
import '../../shared/components/stat-cards.css';

export function HomeStats({ counts, contributors }: { counts: ProblemCounts | null; contributors: number | null }) {
  const cards = [
    [t('home.totalReports'), counts?.total],
    [t('home.activeProblems'), counts?.active],
    [t('home.resolved'), counts?.resolved],
    [t('home.contributors'), contributors],
  ] as const;
  return (
    <dl className="stat-cards" aria-label={t('home.statsLabel')}>
      {cards.map(([label, value]) => (
        <div key={label} className="stat-card">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined ? '–' : formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
