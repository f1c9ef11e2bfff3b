/** /profile: "Sign In Required" for guests; the signed-in user's record and recent reports otherwise. */
import { Link } from '@tanstack/react-router';
import { useSession } from '../../shared/session/session';
import { initials } from '../../domain/display-name';
import type { SessionUser } from '../../domain/model';
import { messages } from '../../messages';
import { sessionUserName } from '../../shared/account/user-name';
import { useUserProblems } from './use-user-problems';
import '../../shared/components/stat-cards.css';
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
        <h1 id="profile-title">{messages.profile.signInRequired}</h1>
        <p>{messages.profile.signInRequiredBody}</p>
        <Link to="/login" className="button primary">
          {messages.nav.signIn}
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
    [messages.profile.totalReports, stats.total, null],
    [messages.profile.resolved, stats.resolved, null],
    [messages.profile.active, stats.active, null],
    [messages.profile.communityImpact, stats.communityImpact, messages.profile.communityImpactHint],
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
            <span>{messages.profile.reports(user.reportsCount)}</span>
            <span className="account-kind">{user.isAnonymous ? messages.profile.guestUser : messages.profile.registeredUser}</span>
          </p>
        </div>
      </div>
      <dl className="stat-cards" aria-label={messages.profile.statsLabel}>
        {cards.map(([label, value, hint]) => (
          <div key={label} className="stat-card" title={hint ?? undefined}>
            <dt>{label}</dt>
            <dd>{problems === null ? '–' : value.toLocaleString('en-ZA')}</dd>
          </div>
        ))}
      </dl>
      <RecentReports problems={problems} reporter={name} />
    </section>
  );
}
