/** /privacy-policy: what is collected, who sees it, how long it is kept, and the user's POPIA rights. */
import { Link } from '@tanstack/react-router';
import { messages } from '../../messages';
import { PageContents } from './page-contents';
import { StaticPage } from './static-page';
import { SupportEmailText } from './support-email';
import { TextSection } from './text-section';

const copy = messages.pages.privacy;

// Anchor ids carry the page's name so they cannot clash with ids elsewhere in the shell.
const SECTIONS = [
  { id: 'privacy-collect', ...copy.collect },
  { id: 'privacy-location', ...copy.location },
  { id: 'privacy-visibility', ...copy.visibility },
  { id: 'privacy-security', ...copy.security },
  { id: 'privacy-retention', ...copy.retention },
  { id: 'privacy-rights', ...copy.rights },
  { id: 'privacy-children', ...copy.children },
  { id: 'privacy-changes', ...copy.changes },
  { id: 'privacy-contact', ...copy.contact },
] as const;
const [collect, location, visibility, security, retention, rights, kids, changes, contact] = SECTIONS;

function LastUpdated() {
  return (
    <p className="static-page-meta">
      {copy.lastUpdatedLabel} <time dateTime={copy.lastUpdatedIso}>{copy.lastUpdated}</time>
    </p>
  );
}

export function PrivacyPolicyScreen() {
  return (
    <StaticPage title={messages.pages.privacyTitle} meta={<LastUpdated />} intro={copy.intro}>
      <section className="callout">
        <h2>{copy.summaryHeading}</h2>
        <ul className="check-list">
          {copy.summary.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <PageContents sections={SECTIONS} />
      <TextSection {...collect} />
      <TextSection {...location} />
      <TextSection {...visibility} />
      <TextSection {...security} />
      <TextSection id={retention.id} heading={retention.heading} items={retention.items}>
        <p>
          <Link to="/data-deletion-guide">{retention.guideLink}</Link>
        </p>
      </TextSection>
      <TextSection id={rights.id} heading={rights.heading} paragraphs={rights.paragraphs} items={rights.items}>
        <p>
          <SupportEmailText text={rights.contact} />
        </p>
      </TextSection>
      <TextSection {...kids} />
      <TextSection {...changes} />
      <TextSection id={contact.id} heading={contact.heading}>
        <p>
          <SupportEmailText text={contact.body} />
        </p>
      </TextSection>
    </StaticPage>
  );
}
