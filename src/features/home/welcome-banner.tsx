/** The home page's welcome: guests get the way in, signed-in users a greeting. */
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../domain/model';
import { messages } from '../../messages';
import { sessionUserName } from '../../shared/account/user-name';

export function WelcomeBanner({ user }: { user: SessionUser | null }) {
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{user ? messages.home.welcomeBack(sessionUserName(user)) : messages.home.welcomeTitle}</h1>
      <p>{user ? messages.home.welcomeBackBody : messages.home.welcomeBody}</p>
      {!user && (
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
  );
}
