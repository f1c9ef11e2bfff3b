/**
 * /home: welcome banner, four stat cards and the monthly trend (from the map index, or on a first
 * visit from its summary until the index has come), the ten newest reports (read whole) and three tiles.
 */
import { useSession } from '../../shared/session/session';
import { summaryCounts } from '../../domain/map-tiles/summary-figures';
import { countProblems } from '../../domain/problem-stats';
import { useLowData } from '../../shared/low-data';
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
  const { problems, source } = useProblems();
  const contributors = useContributorCount();
  const recent = useRecentProblems();
  const lowData = useLowData().on;
  // The summary's exact figures (a few KB) on a first visit (nothing saved here) while the index file
  // comes; and in low-data mode, where home fetches no index file (main.tsx), over a saved copy the
  // server has not brought up to date.
  const summary = useMapSummary({ overUnsureCopy: lowData });
  const fromList = source === 'server' || (source !== 'none' && summary === null);
  return (
    <div className="page home-page">
      <WelcomeBanner user={session.user} />
      <HomeStats counts={fromList ? countProblems(problems) : summary && summaryCounts(summary)} contributors={contributors} />
      <MonthlyTrend problems={fromList ? problems : null} summary={summary} />
      <div className="home-columns">
        <RecentProblems problems={recent ?? []} loading={recent === null} />
        <HomeTiles signedIn={session.user !== null} />
      </div>
    </div>
  );
}
