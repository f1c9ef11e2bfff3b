/** The four stat cards: Total Reports, Active Problems, Resolved, Contributors. */
import type { ProblemCounts } from '../../domain/problem-stats';
import { formatCount } from '../../messages/formats';
import { t } from '../../messages/i18n';
import { StatCards } from '../../shared/components/stat-cards';

export function HomeStats({ counts, contributors }: { counts: ProblemCounts | null; contributors: number | null }) {
  const cards = [
    [t('home.totalReports'), counts?.total],
    [t('home.activeProblems'), counts?.active],
    [t('home.resolved'), counts?.resolved],
    [t('home.contributors'), contributors],
  ] as const;
  return (
    <StatCards
      label={t('home.statsLabel')}
      cards={cards.map(([label, value]) => ({ label, value: value === null || value === undefined ? null : formatCount(value) }))}
    />
  );
}
