/**
 * /home: welcome banner, four stat cards and the monthly trend (from the map index, or on a first
 * visit from its summary until the index has come), the ten newest reports (read whole) and three tiles.
 */
import { useSession } from '../../shared/session/session';
import { summaryCounts } from '../../domain/map-tiles/summary-figures';
import { countProblems } from '../../domain/problem-stats';
import { useProblems } from '../../shared/problems/problems-context';
import { useMapSummary } from '../../shared/problems/use-map-summary';
import './home.css';
import { HomeStats } from './home-stats';
import { HomeTiles } from './home-tiles';
import { MonthlyTrend } from '../../shared/trend/monthly-trend';
import { RecentProblems } from './recent-problems';
import { useRecentProblems } from './use-recent-problems';
import { useContributorCount } from './use-contributor-count';
import { WelcomeBanner } from './welcome-banner';

export function HomeScreen() {
  const { session } = useSession();
  const { problems, source, savedLookedFor } = useProblems();
  const contributors = useContributorCount();
  const recent = useRecentProblems();
  const loading = source === 'none';
  // A first visit (nothing saved here): the summary's exact figures while the index file comes.
  const summary = useMapSummary(loading && savedLookedFor);
  return (
    <div className="page home-page">
      <WelcomeBanner user={session.user} />
      <HomeStats counts={loading ? (summary && summaryCounts(summary)) : countProblems(problems)} contributors={contributors} />
      <MonthlyTrend problems={loading ? null : problems} summary={summary} />
      <div className="home-columns">
        <RecentProblems problems={recent ?? []} loading={recent === null} />
        <HomeTiles signedIn={session.user !== null} />
      </div>
    </div>
  );
}
