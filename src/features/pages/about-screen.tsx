/** /about: what Mzansi Fix is and does, that it is not a government service, where its open data is, where the official sites are, and credits. */
import { Link } from '@tanstack/react-router';
import { messages } from '../../messages';
import { ExternalLink } from './external-link';
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
      <TextSection id="about-credits" heading={copy.credits.heading} paragraphs={copy.credits.paragraphs}>
        {/* The MIT licence asks for its notice with the icons; src/shared/components/icons keeps the full text too. */}
        <ul>
          <li>
            <ExternalLink href="https://tabler.io/icons">{copy.credits.iconsLink}</ExternalLink>
          </li>
          <li>
            <ExternalLink href="https://github.com/tabler/tabler-icons/blob/main/LICENSE">{copy.credits.licenceLink}</ExternalLink>
          </li>
        </ul>
      </TextSection>
      <p className="static-page-contact">
        <SupportEmailText text={copy.contact} />
      </p>
    </StaticPage>
  );
}
