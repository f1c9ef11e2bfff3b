/** /data-deletion-guide: the four ways data leaves Mzansi Fix, and what stays behind (docs/product-behaviour.md §2.9). */
import { messages } from '../../messages';
import { DeletionEmailRequest } from './deletion-email-request';
import { PageContents } from './page-contents';
import { StaticPage } from './static-page';
import { SupportEmailText } from './support-email';
import { TextSection } from './text-section';

const copy = messages.pages.deletion;

const CONTENTS = [
  { id: 'deletion-email', heading: copy.email.heading },
  { id: 'deletion-uninstall', heading: copy.uninstall.heading },
  { id: 'deletion-recovery', heading: copy.recovery.heading },
  { id: 'deletion-help', heading: copy.help.heading },
] as const;
const [email, uninstall, recovery, help] = CONTENTS;

export function DataDeletionGuideScreen() {
  return (
    <StaticPage title={messages.pages.deletionTitle} intro={copy.intro}>
      <PageContents sections={CONTENTS} />
      <DeletionEmailRequest id={email.id} />
      <TextSection id={uninstall.id} heading={uninstall.heading} paragraphs={copy.uninstall.paragraphs} />
      <TextSection
        id={recovery.id}
        heading={recovery.heading}
        paragraphs={copy.recovery.paragraphs}
        items={copy.recovery.items}
        className="callout warning"
      />
      <TextSection id={help.id} heading={help.heading}>
        <p>
          <SupportEmailText text={copy.help.contact} />
        </p>
        {copy.help.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </TextSection>
    </StaticPage>
  );
}
