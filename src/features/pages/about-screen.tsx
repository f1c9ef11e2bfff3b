/** /about: what Mzansi Fix is and does, that it is not a government service, where its open data is, where the official sites are, and credits (icons, boundaries). */
import { Link } from '@tanstack/react-router';
import { t, tList } from '../../messages/i18n';
import { ExternalLink } from './external-link';
import { OfficialSites } from './official-sites';
import { OpenDataSection } from './open-data-section';
import { StaticPage } from './static-page';
import { SupportEmailText } from './support-email';
import { TextSection } from './text-section';

export function AboutScreen() {
  return (
    <StaticPage title={t('pages.aboutTitle')} intro={t('pages.about.intro')}>
      {/* The disclaimer comes first: nobody should mistake this for an official channel. */}
      <TextSection
        id="about-disclaimer"
        heading={t('pages.about.disclaimer.heading')}
        paragraphs={tList('pages.about.disclaimer.paragraphs')}
        className="callout warning"
      />
      <TextSection
        id="about-problems"
        heading={t('pages.about.problems.heading')}
        paragraphs={tList('pages.about.problems.paragraphs')}
        items={tList('pages.about.problems.items')}
        listClassName="two-columns"
      />
      <TextSection id="about-features" heading={t('pages.about.features.heading')} items={tList('pages.about.features.items')} />
      <TextSection id="about-app" heading={t('pages.about.app.heading')} paragraphs={tList('pages.about.app.paragraphs')} items={tList('pages.about.app.items')}>
        <p>
          <Link to="/download" className="button primary">
            {t('pages.about.app.downloadLink')}
          </Link>
        </p>
      </TextSection>
      <OpenDataSection id="about-open-data" />
      <OfficialSites id="about-official-sites" />
      <TextSection id="about-credits" heading={t('pages.about.credits.heading')} paragraphs={tList('pages.about.credits.paragraphs')}>
        {/* The MIT licence asks for its notice with the icons; src/shared/components/icons keeps the full text too. */}
        <ul>
          <li>
            <ExternalLink href="https://tabler.io/icons">{t('pages.about.credits.iconsLink')}</ExternalLink>
          </li>
          <li>
            <ExternalLink href="https://github.com/tabler/tabler-icons/blob/main/LICENSE">{t('pages.about.credits.licenceLink')}</ExternalLink>
          </li>
        </ul>
        <p>{t('pages.about.credits.boundaries')}</p>
        {/* The boundary data's terms ask for this line word for word (docs/boundaries.md), so it is English on every page. */}
        <p lang="en">{t('pages.about.credits.boundariesCredit')}</p>
      </TextSection>
      <p className="static-page-contact">
        <SupportEmailText id="pages.about.contact" />
      </p>
    </StaticPage>
  );
}
