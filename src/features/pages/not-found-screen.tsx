import { Link } from '@tanstack/react-router';
import { messages } from '../../messages';

/** Any path the site does not have. */
export function NotFoundScreen() {
  return (
    <article className="page text-page">
      <h1>{messages.notFound.title}</h1>
      <p>{messages.notFound.body}</p>
      <Link to="/" className="button primary">
        {messages.notFound.action}
      </Link>
    </article>
  );
}
