/** The profile's five newest reports, each opening on the map, with a link to all of them. */
import { Link } from '@tanstack/react-router';
import { PROFILE_RECENT_REPORTS } from '../../domain/constants';
import type { Problem } from '../../domain/model';
import { t } from '../../messages/i18n';
import { ProblemSummary } from '../../shared/problems/problem-summary';

export function RecentReports({ problems, reporter }: { problems: readonly Problem[] | null; reporter: string }) {
  return (
    <section aria-labelledby="recent-reports-title">
      <h2 id="recent-reports-title">{t('profile.recentReports')}</h2>
      {problems === null ? (
        <p role="status">{t('profile.loading')}</p>
      ) : problems.length === 0 ? (
        <div className="empty">
          <p>
            <strong>{t('profile.emptyTitle')}</strong>
          </p>
          <p>{t('profile.emptyBody')}</p>
          <Link to="/download" className="button">
            {t('profile.getApp')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="problem-list">
            {problems.slice(0, PROFILE_RECENT_REPORTS).map((problem) => (
              <li key={problem.id}>
                <ProblemSummary problem={problem} reporter={reporter} />
              </li>
            ))}
          </ul>
          {problems.length > PROFILE_RECENT_REPORTS && (
            <Link to="/map" search={{ mine: true }} className="button">
              {t('profile.viewAllOnMap', { n: problems.length })}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
