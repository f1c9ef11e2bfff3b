/** The deletion guide's first section: what an email request must say, and a ready-to-send email. */
import { useSession } from '../../shared/session/session';
import { t, tList } from '../../messages/i18n';
import { SupportEmailText } from './support-email';
import { supportMailtoHref } from './support-mailto';
import { TextSection } from './text-section';

export function DeletionEmailRequest({ id }: { id: string }) {
  const { session } = useSession();
  // A signed-in user's account email is the one fact we already know; fill it in for them.
  const body = t('pages.deletion.email.templateBody', { accountEmail: session.user?.email ?? '' });
  const href = supportMailtoHref({ subject: t('pages.deletion.email.templateSubject'), body });
  return (
    <TextSection id={id} heading={t('pages.deletion.email.heading')}>
      <p>
        <SupportEmailText id="pages.deletion.email.body" />
      </p>
      <ul>
        {tList('pages.deletion.email.items').map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="emphasis">{t('pages.deletion.email.processing')}</p>

      <h3>{t('pages.deletion.email.typesHeading')}</h3>
      <ul>
        {tList('pages.deletion.email.types').map((type) => (
          <li key={type}>{type}</li>
        ))}
      </ul>

      <h3>{t('pages.deletion.email.templateHeading')}</h3>
      <p>{t('pages.deletion.email.templateIntro')}</p>
      <p>
        <a className="button primary" href={href}>
          {t('pages.deletion.email.templateButton')}
        </a>
      </p>
      <div className="email-template">
        <p>
          <strong>{t('pages.deletion.email.templateSubjectLabel')}</strong> {t('pages.deletion.email.templateSubject')}
        </p>
        <pre>{body}</pre>
      </div>
    </TextSection>
  );
}
