/** /profile: "Sign In Required" for guests; the signed-in user's record and recent reports otherwise. */
import { Link } from '@tanstack/react-router';
import { useSession } from '../../shared/session/session';
import { initials } from '../../domain/display-name';
import type { SessionUser } from '../../domain/model';
import { formatCount } from '../../messages/formats';
import { t } from '../../messages/i18n';
import { sessionUserName } from '../../shared/account/user-name';
import { useUserProblems } from './use-user-problems';
import { StatCards } from '../../shared/components/stat-cards';
import './profile.css';
import { RecentReports } from './recent-reports';
import { profileStats } from './profile-stats';

export function ProfileScreen() {
  const { session } = useSession();
  return session.user ? <SignedInProfile user={session.user} /> : <SignInRequired />;
}

function SignInRequired() {
  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <div className="profile-card sign-in-required">
        <h1 id="profile-title">{t('profile.signInRequired')}</h1>
        <p>{t('profile.signInRequiredBody')}</p>
        <Link to="/login" className="button primary">
          {t('nav.signIn')}
        </Link>
      </div>
    </section>
  );
}

function SignedInProfile({ user }: { user: SessionUser }) {
  const problems = useUserProblems(user.uid);
  const name = sessionUserName(user);
  const stats = profileStats(problems ?? []);
  const cards = [
    [t('profile.totalReports'), stats.total, null],
    [t('profile.resolved'), stats.resolved, null],
    [t('profile.active'), stats.active, null],
    [t('profile.communityImpact'), stats.communityImpact, t('profile.communityImpactHint')],
  ] as const;
  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <div className="profile-card profile-header">
        <span className="avatar large" aria-hidden="true">
          {initials(name)}
        </span>
        <div>
          <h1 id="profile-title">{name}</h1>
          {user.email && <p className="profile-email">{user.email}</p>}
          <p className="profile-meta">
            <span>{t('profile.reports', { n: user.reportsCount })}</span>
            <span className="account-kind">{user.isAnonymous ? t('profile.guestUser') : t('profile.registeredUser')}</span>
          </p>
        </div>
      </div>
      <StatCards
        label={t('profile.statsLabel')}
        cards={cards.map(([label, value, hint]) => ({ label, value: problems === null ? null : formatCount(value), hint: hint ?? undefined }))}
      />
      <RecentReports problems={problems} reporter={name} />
    </section>
  );
}
