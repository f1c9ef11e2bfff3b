/** Home (/home): welcome banner, four stat cards and the ten newest reports. */
import { Link } from '@tanstack/react-router';
import { HOME_RECENT_PROBLEMS } from '../../domain/constants';
import { countProblems } from '../../domain/problem-stats';
import { useSession } from '../../app/session';
import { messages } from '../../messages';
import { ProblemSummary } from '../problems/problem-summary';
import { useProblems } from '../problems/problems-context';

export function HomeScreen() {
  const { session } = useSession();
  const { problems } = useProblems();
  const counts = countProblems(problems);
  const recent = problems.slice(0, HOME_RECENT_PROBLEMS);
  const cards = [
    [messages.home.totalReports, counts.total],
    [messages.home.activeProblems, counts.active],
    [messages.home.resolved, counts.resolved],
  ] as const;
  return (
    <div className="page home-page">
      <section className="welcome">
        <h1>{messages.home.welcomeTitle}</h1>
        <p>{messages.home.welcomeBody}</p>
        {!session.user && (
          <p className="actions">
            <Link to="/login" className="button primary">
              {messages.home.signInToReport}
            </Link>
            <Link to="/map" className="button">
              {messages.home.viewProblemsMap}
            </Link>
          </p>
        )}
      </section>
      <dl className="stat-cards">
        {cards.map(([label, value]) => (
          <div key={label} className="stat-card">
            <dt>{label}</dt>
            <dd>{value.toLocaleString('en-ZA')}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="recent-title">
        <h2 id="recent-title">{messages.home.recentProblems}</h2>
        {recent.length === 0 ? (
          <p>{messages.home.empty}</p>
        ) : (
          <ul className="problem-list">
            {recent.map((problem) => (
              <li key={problem.id}>
                <ProblemSummary problem={problem} reporter={problem.reportedBy || messages.names.anonymous} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/map" className="button">
          {messages.home.viewAllOnMap}
        </Link>
      </section>
    </div>
  );
}
