/** The ten newest reports, with the distance from the user when their location is known. */
import { Link } from '@tanstack/react-router';
import { HOME_GEOLOCATION_MAX_AGE_MS, HOME_RECENT_PROBLEMS } from '../../domain/constants';
import { distanceKm, formatDistance } from '../../domain/distance';
import type { Problem } from '../../domain/model';
import { t } from '../../messages/i18n';
import { storedNameLabel } from '../../messages/problem-words';
import { useLocation } from '../../shared/location/location-context';
import { ProblemSummary } from '../../shared/problems/problem-summary';
import { activeNumbers } from '../../messages/formats';

export function RecentProblems({ problems, loading }: { problems: readonly Problem[]; loading: boolean }) {
  const { position, supported, request } = useLocation();
  const recent = problems.slice(0, HOME_RECENT_PROBLEMS);
  return (
    <section className="recent-problems" aria-labelledby="recent-title">
      <div className="section-head">
        <h2 id="recent-title">{t('home.recentProblems')}</h2>
        {supported && !position && recent.length > 0 && (
          <button type="button" className="link-button" onClick={() => void request(HOME_GEOLOCATION_MAX_AGE_MS)}>
            {t('home.showDistances')}
          </button>
        )}
      </div>
      {loading ? (
        <p role="status">{t('home.loading')}</p>
      ) : recent.length === 0 ? (
        <p className="empty">{t('home.empty')}</p>
      ) : (
        <ul className="problem-list">
          {recent.map((problem) => (
            <li key={problem.id}>
              <ProblemSummary
                problem={problem}
                reporter={storedNameLabel(problem.reportedBy) || t('names.anonymous')}
                distance={position && problem.coordinates ? formatDistance(distanceKm(position, problem.coordinates), activeNumbers) : null}
              />
            </li>
          ))}
        </ul>
      )}
      <Link to="/map" className="button primary">
        {t('home.viewAllOnMap')}
      </Link>
    </section>
  );
}
