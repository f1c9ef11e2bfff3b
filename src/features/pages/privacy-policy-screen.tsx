/** /privacy-policy: what is collected, who sees it, how long it is kept, and the user's POPIA rights. */
import { Link } from '@tanstack/react-router';
import { t, tList } from '../../messages/i18n';
import { PageContents } from './page-contents';
import { StaticPage } from './static-page';
import { SupportEmailText } from './support-email';
import { TextSection } from './text-section';

/** When the policy last changed, for the <time> element; the words for it are in the catalogue. */
const LAST_UPDATED_ISO = '2025-09-08';

/** The sections in the page's order, in the active language. Anchor ids carry the page's name so they cannot clash with ids elsewhere in the shell. */
function privacySections() {
  return [
    { id: 'privacy-collect', heading: t('pages.privacy.collect.heading'), paragraphs: tList('pages.privacy.collect.paragraphs'), items: tList('pages.privacy.collect.items') },
    { id: 'privacy-location', heading: t('pages.privacy.location.heading'), paragraphs: tList('pages.privacy.location.paragraphs') },
    { id: 'privacy-visibility', heading: t('pages.privacy.visibility.heading'), items: tList('pages.privacy.visibility.items') },
    { id: 'privacy-security', heading: t('pages.privacy.security.heading'), paragraphs: tList('pages.privacy.security.paragraphs') },
    { id: 'privacy-retention', heading: t('pages.privacy.retention.heading'), items: tList('pages.privacy.retention.items') },
    { id: 'privacy-rights', heading: t('pages.privacy.rights.heading'), paragraphs: tList('pages.privacy.rights.paragraphs'), items: tList('pages.privacy.rights.items') },
    { id: 'privacy-children', heading: t('pages.privacy.children.heading'), paragraphs: tList('pages.privacy.children.paragraphs') },
    { id: 'privacy-changes', heading: t('pages.privacy.changes.heading'), paragraphs: tList('pages.privacy.changes.paragraphs') },
    { id: 'privacy-contact', heading: t('pages.privacy.contact.heading') },
  ] as const;
}

function LastUpdated() {
  return (
    <p className="static-page-meta">
      {t('pages.privacy.lastUpdatedLabel')} <time dateTime={LAST_UPDATED_ISO}>{t('pages.privacy.lastUpdated')}</time>
    </p>
  );
}

export function PrivacyPolicyScreen() {
  const sections = privacySections();
  const [collect, location, visibility, security, retention, rights, kids, changes, contact] = sections;
  return (
    <StaticPage title={t('pages.privacyTitle')} meta={<LastUpdated />} intro={t('pages.privacy.intro')}>
      <section className="callout">
        <h2>{t('pages.privacy.summaryHeading')}</h2>
        <ul className="check-list">
          {tList('pages.privacy.summary').map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <PageContents sections={sections} />
      <TextSection {...collect} />
      <TextSection {...location} />
      <TextSection {...visibility} />
      <TextSection {...security} />
      <TextSection id={retention.id} heading={retention.heading} items={retention.items}>
        <p>
          <Link to="/data-deletion-guide">{t('pages.privacy.retention.guideLink')}</Link>
        </p>
      </TextSection>
      <TextSection id={rights.id} heading={rights.heading} paragraphs={rights.paragraphs} items={rights.items}>
        <p>
          <SupportEmailText id="pages.privacy.rights.contact" />
        </p>
      </TextSection>
      <TextSection {...kids} />
      <TextSection {...changes} />
      <TextSection id={contact.id} heading={contact.heading}>
        <p>
          <SupportEmailText id="pages.privacy.contact.body" />
        </p>
      </TextSection>
    </StaticPage>
  );
}
