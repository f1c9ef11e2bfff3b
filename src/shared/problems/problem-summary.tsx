/** One report in a list: type, short description, address, reporter, confirmations, distance, status. */
import { Link } from '@tanstack/react-router';
import { DESCRIPTION_PREVIEW_CHARS } from '../../domain/constants';
import type { Problem } from '../../domain/model';
import { truncate } from '../../domain/problem-stats';
import { t } from '../../messages/i18n';
import { StatusBadge } from './status-badge';
import { TypeBadge } from './type-badge';
import { problemTypeLabel } from '../../messages/problem-words';
import './problem-summary.css';

export interface ProblemSummaryProps {
  readonly problem: Problem;
  readonly reporter: string;
  /** Formatted distance from the user, when the location is known. */
  readonly distance?: string | null;
}

export function ProblemSummary({ problem, reporter, distance }: ProblemSummaryProps) {
  return (
    <article className="problem-summary">
      <header>
        <TypeBadge type={problem.type} />
        <StatusBadge status={problem.status} />
      </header>
      <p className="problem-description">
        <Link to="/map" search={{ problem: problem.id }}>
          {truncate(problem.description, DESCRIPTION_PREVIEW_CHARS) || problemTypeLabel(problem.type)}
        </Link>
      </p>
      <p className="problem-meta">
        <span>{problem.streetAddress || t('home.locationPending')}</span>
        <span>{t('home.reportedBy', { name: reporter })}</span>
        <span>{t('home.confirmations', { n: problem.confirmations })}</span>
        {distance && <span>{t('home.away', { distance })}</span>}
      </p>
    </article>
  );
}
