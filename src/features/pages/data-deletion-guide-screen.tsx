/** /data-deletion-guide: the four ways data leaves Mzansi Fix, and what stays behind (docs/product-behaviour.md §2.9). */
import { t, tList } from '../../messages/i18n';
import { DeletionEmailRequest } from './deletion-email-request';
import { PageContents } from './page-contents';
import { StaticPage } from './static-page';
import { SupportEmailText } from './support-email';
import { TextSection } from './text-section';

/** The sections for the page's contents list, in the active language. */
function deletionContents() {
  return [
    { id: 'deletion-email', heading: t('pages.deletion.email.heading') },
    { id: 'deletion-uninstall', heading: t('pages.deletion.uninstall.heading') },
    { id: 'deletion-recovery', heading: t('pages.deletion.recovery.heading') },
    { id: 'deletion-help', heading: t('pages.deletion.help.heading') },
  ] as const;
}

export function DataDeletionGuideScreen() {
  const contents = deletionContents();
  const [email, uninstall, recovery, help] = contents;
  return (
    <StaticPage title={t('pages.deletionTitle')} intro={t('pages.deletion.intro')}>
      <PageContents sections={contents} />
      <DeletionEmailRequest id={email.id} />
      <TextSection id={uninstall.id} heading={uninstall.heading} paragraphs={tList('pages.deletion.uninstall.paragraphs')} />
      <TextSection
        id={recovery.id}
        heading={recovery.heading}
        paragraphs={tList('pages.deletion.recovery.paragraphs')}
        items={tList('pages.deletion.recovery.items')}
        className="callout warning"
      />
      <TextSection id={help.id} heading={help.heading}>
        <p>
          <SupportEmailText id="pages.deletion.help.contact" />
        </p>
        {tList('pages.deletion.help.paragraphs').map((text) => (
          <p key={text}>{text}</p>
        ))}
      </TextSection>
    </StaticPage>
  );
}
