/** The ten newest reports, with the distance from the user when their location is known. */
import { Link } from '@tanstack/react-router';
import { HOME_GEOLOCATION_MAX_AGE_MS, HOME_RECENT_PROBLEMS } from '../../domain/constants';
import { distanceKm, formatDistance } from '../../domain/distance';
import type { Problem } from '../../domain/model';
import { messages } from '../../messages';
import { useLocation } from '../../shared/location/location-context';
import { ProblemSummary } from '../../shared/problems/problem-summary';

export function RecentProblems({ problems, loading }: { problems: readonly Problem[]; loading: boolean }) {
  const { position, supported, request } = useLocation();
  const recent = problems.slice(0, HOME_RECENT_PROBLEMS);
  return (
    <section className="recent-problems" aria-labelledby="recent-title">
      <div className="section-head">
        <h2 id="recent-title">{messages.home.recentProblems}</h2>
        {supported && !position && recent.length > 0 && (
          <button type="button" className="link-button" onClick={() => void request(HOME_GEOLOCATION_MAX_AGE_MS)}>
            {messages.home.showDistances}
          </button>
        )}
      </div>
      {loading ? (
        <p role="status">{messages.home.loading}</p>
      ) : recent.length === 0 ? (
        <p className="empty">{messages.home.empty}</p>
      ) : (
        <ul className="problem-list">
          {recent.map((problem) => (
            <li key={problem.id}>
              <ProblemSummary
                problem={problem}
                reporter={problem.reportedBy || messages.names.anonymous}
                distance={position && problem.coordinates ? formatDistance(distanceKm(position, problem.coordinates)) : null}
              />
            </li>
          ))}
        </ul>
      )}
      <Link to="/map" className="button primary">
        {messages.home.viewAllOnMap}
      </Link>
    </section>
  );
}
