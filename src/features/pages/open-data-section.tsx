/** The about page's "Open data" section: where the Open311 interface is (a Cloud Function on this origin) and what it follows. */
import { messages } from '../../messages';
import { ExternalLink } from './external-link';
import { TextSection } from './text-section';

const copy = messages.pages.about.openData;
/** Served by the `open311` function behind a Hosting rewrite, so plain links (not router links) reach it. */
const OPEN311_BASE = '/open311/v2';

export function OpenDataSection({ id }: { id: string }) {
  return (
    <TextSection id={id} heading={copy.heading} paragraphs={copy.paragraphs}>
      <ul>
        <li>
          <a href={`${OPEN311_BASE}/discovery.json`}>{copy.discoveryLink}</a>
        </li>
        <li>
          <a href={`${OPEN311_BASE}/requests.json`}>{copy.recentLink}</a>
        </li>
        <li>
          <ExternalLink href="https://wiki.open311.org/GeoReport_v2">{copy.standardLink}</ExternalLink>
        </li>
      </ul>
    </TextSection>
  );
}
