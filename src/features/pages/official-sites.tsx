/** The about page's list of official government sites, each opening in a new tab. */
import { t } from '../../messages/i18n';
import { ExternalLink } from './external-link';
import { TextSection } from './text-section';

/** The five official sites of docs/product-behaviour.md §1.3, in its order; their names and topics are in the catalogue. */
const SITES = [
  { n: 1, href: 'https://www.gov.za' },
  { n: 2, href: 'https://www.dws.gov.za' },
  { n: 3, href: 'https://www.transport.gov.za' },
  { n: 4, href: 'https://www.publicworks.gov.za' },
  { n: 5, href: 'https://www.misa.gov.za' },
] as const;

export function OfficialSites({ id }: { id: string }) {
  return (
    <TextSection id={id} heading={t('pages.about.official.heading')} paragraphs={[t('pages.about.official.intro')]}>
      <ul className="official-sites">
        {SITES.map(({ n, href }) => (
          <li key={href}>
            <ExternalLink href={href}>{t(`pages.about.official.sites.${n}.name` as const)}</ExternalLink>
            <span className="official-site-topic">{t(`pages.about.official.sites.${n}.topic` as const)}</span>
          </li>
        ))}
      </ul>
    </TextSection>
  );
}
