/** The home page's welcome: guests get the way in, signed-in users a greeting. */
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../domain/model';
import { t } from '../../messages/i18n';
import { sessionUserName } from '../../shared/account/user-name';

export function WelcomeBanner({ user }: { user: SessionUser | null }) {
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{user ? t('home.welcomeBack', { name: sessionUserName(user) }) : t('home.welcomeTitle')}</h1>
      <p>{user ? t('home.welcomeBackBody') : t('home.welcomeBody')}</p>
      {!user && (
        <p className="actions">
          <Link to="/login" className="button primary">
            {t('home.signInToReport')}
          </Link>
          <Link to="/map" className="button">
            {t('home.viewProblemsMap')}
          </Link>
        </p>
      )}
    </section>
  );
}
