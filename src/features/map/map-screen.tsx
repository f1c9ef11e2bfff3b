/**
 * The map screen. Until the map itself lands (its own issue), this lists the
 * newest reports so every route already shows real data.
 */
import { messages } from '../../messages';
import { ProblemSummary } from '../problems/problem-summary';
import { useProblems } from '../problems/problems-context';

const LISTED = 50;

export function MapScreen() {
  const { problems, source } = useProblems();
  return (
    <section className="page map-page" aria-labelledby="map-title">
      <h1 id="map-title" className="visually-hidden">
        {messages.nav.viewMap}
      </h1>
      {source === 'none' ? (
        <p role="status">{messages.map.loading}</p>
      ) : (
        <ul className="problem-list">
          {problems.slice(0, LISTED).map((problem) => (
            <li key={problem.id}>
              <ProblemSummary problem={problem} reporter={problem.reportedBy || messages.names.anonymous} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
