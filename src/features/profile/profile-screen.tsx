/** Profile: sign-in required for guests; the signed-in user's record otherwise. */
import { Link } from '@tanstack/react-router';
import { useSession } from '../../app/session';
import { messages } from '../../messages';
import { sessionUserName } from '../account/user-name';

export function ProfileScreen() {
  const { session } = useSession();
  const user = session.user;
  if (!user) {
    return (
      <section className="page profile-page" aria-labelledby="profile-title">
        <h1 id="profile-title">{messages.profile.signInRequired}</h1>
        <p>{messages.profile.signInRequiredBody}</p>
        <Link to="/login" className="button primary">
          {messages.nav.signIn}
        </Link>
      </section>
    );
  }
  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title">{sessionUserName(user)}</h1>
      {user.email && <p>{user.email}</p>}
      <p>{messages.profile.reports(user.reportsCount)}</p>
      <p>{user.isAnonymous ? messages.profile.guestUser : messages.profile.registeredUser}</p>
    </section>
  );
}
