/** The four stat cards: Total Reports, Active Problems, Resolved, Contributors. */
import type { ProblemCounts } from '../../domain/problem-stats';
import { messages } from '../../messages';
import '../../shared/components/stat-cards.css';

export function HomeStats({ counts, contributors }: { counts: ProblemCounts | null; contributors: number | null }) {
  const cards = [
    [messages.home.totalReports, counts?.total],
    [messages.home.activeProblems, counts?.active],
    [messages.home.resolved, counts?.resolved],
    [messages.home.contributors, contributors],
  ] as const;
  return (
    <dl className="stat-cards" aria-label={messages.home.statsLabel}>
      {cards.map(([label, value]) => (
        <div key={label} className="stat-card">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined ? '–' : value.toLocaleString('en-ZA')}</dd>
        </div>
      ))}
    </dl>
  );
}
