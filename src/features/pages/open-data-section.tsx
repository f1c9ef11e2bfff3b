/** The about page's "Open data" section: where the Open311 interface is (a Cloud Function on this origin) and what it follows. */
import { t, tList } from '../../messages/i18n';
import { ExternalLink } from './external-link';
import { TextSection } from './text-section';

/** Served by the `open311` function behind a Hosting rewrite, so plain links (not router links) reach it. */
const OPEN311_BASE = '/open311/v2';

export function OpenDataSection({ id }: { id: string }) {
  return (
    <TextSection id={id} heading={t('pages.about.openData.heading')} paragraphs={tList('pages.about.openData.paragraphs')}>
      <ul>
        <li>
          <a href={`${OPEN311_BASE}/discovery.json`}>{t('pages.about.openData.discoveryLink')}</a>
        </li>
        <li>
          <a href={`${OPEN311_BASE}/requests.json`}>{t('pages.about.openData.recentLink')}</a>
        </li>
        <li>
          <ExternalLink href="https://wiki.open311.org/GeoReport_v2">{t('pages.about.openData.standardLink')}</ExternalLink>
        </li>
      </ul>
    </TextSection>
  );
}
