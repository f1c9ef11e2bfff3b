import { Link } from '@tanstack/react-router';
import { t } from '../../messages/i18n';

/** Any path the site does not have. */
export function NotFoundScreen() {
  return (
    <article className="page text-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="button primary">
        {t('notFound.action')}
      </Link>
    </article>
  );
}
