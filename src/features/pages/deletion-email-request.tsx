/** The deletion guide's first section: what an email request must say, and a ready-to-send email. */
import { useSession } from '../../shared/session/session';
import { messages } from '../../messages';
import { SupportEmailText } from './support-email';
import { supportMailtoHref } from './support-mailto';
import { TextSection } from './text-section';

const copy = messages.pages.deletion.email;

export function DeletionEmailRequest({ id }: { id: string }) {
  const { session } = useSession();
  // A signed-in user's account email is the one fact we already know; fill it in for them.
  const body = copy.templateBody(session.user?.email ?? '');
  const href = supportMailtoHref({ subject: copy.templateSubject, body });
  return (
    <TextSection id={id} heading={copy.heading}>
      <p>
        <SupportEmailText text={copy.body} />
      </p>
      <ul>
        {copy.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="emphasis">{copy.processing}</p>

      <h3>{copy.typesHeading}</h3>
      <ul>
        {copy.types.map((type) => (
          <li key={type}>{type}</li>
        ))}
      </ul>

      <h3>{copy.templateHeading}</h3>
      <p>{copy.templateIntro}</p>
      <p>
        <a className="button primary" href={href}>
          {copy.templateButton}
        </a>
      </p>
      <div className="email-template">
        <p>
          <strong>{copy.templateSubjectLabel}</strong> {copy.templateSubject}
        </p>
        <pre>{body}</pre>
      </div>
    </TextSection>
  );
}
