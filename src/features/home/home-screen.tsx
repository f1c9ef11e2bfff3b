/** /home: welcome banner, four stat cards and the monthly trend (from the map index), the ten newest reports (read whole) and three tiles. */
import { useSession } from '../../shared/session/session';
import { countProblems } from '../../domain/problem-stats';
import { useProblems } from '../../shared/problems/problems-context';
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
  const { problems, source } = useProblems();
  const contributors = useContributorCount();
  const recent = useRecentProblems();
  const loading = source === 'none';
  return (
    <div className="page home-page">
      <WelcomeBanner user={session.user} />
      <HomeStats counts={loading ? null : countProblems(problems)} contributors={contributors} />
      <MonthlyTrend problems={loading ? null : problems} />
      <div className="home-columns">
        <RecentProblems problems={recent ?? []} loading={recent === null} />
        <HomeTiles signedIn={session.user !== null} />
      </div>
    </div>
  );
}
