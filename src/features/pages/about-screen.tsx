/** /about: what Mzansi Fix is and does, that it is not a government service, where its open data is, and where the official sites are. */
import { Link } from '@tanstack/react-router';
import { messages } from '../../messages';
import { OfficialSites } from './official-sites';
import { OpenDataSection } from './open-data-section';
import { StaticPage } from './static-page';
import { SupportEmailText } from './support-email';
import { TextSection } from './text-section';

const copy = messages.pages.about;

export function AboutScreen() {
  return (
    <StaticPage title={messages.pages.aboutTitle} intro={copy.intro}>
      {/* The disclaimer comes first: nobody should mistake this for an official channel. */}
      <TextSection
        id="about-disclaimer"
        heading={copy.disclaimer.heading}
        paragraphs={copy.disclaimer.paragraphs}
        className="callout warning"
      />
      <TextSection
        id="about-problems"
        heading={copy.problems.heading}
        paragraphs={copy.problems.paragraphs}
        items={copy.problems.items}
        listClassName="two-columns"
      />
      <TextSection id="about-features" heading={copy.features.heading} items={copy.features.items} />
      <TextSection id="about-app" heading={copy.app.heading} paragraphs={copy.app.paragraphs} items={copy.app.items}>
        <p>
          <Link to="/download" className="button primary">
            {copy.app.downloadLink}
          </Link>
        </p>
      </TextSection>
      <OpenDataSection id="about-open-data" />
      <OfficialSites id="about-official-sites" />
      <p className="static-page-contact">
        <SupportEmailText text={copy.contact} />
      </p>
    </StaticPage>
  );
}
