/** The about page's list of official government sites, each opening in a new tab. */
import { messages } from '../../messages';
import { ExternalLink } from './external-link';
import { TextSection } from './text-section';

const copy = messages.pages.about.official;

export function OfficialSites({ id }: { id: string }) {
  return (
    <TextSection id={id} heading={copy.heading} paragraphs={[copy.intro]}>
      <ul className="official-sites">
        {copy.sites.map((site) => (
          <li key={site.href}>
            <ExternalLink href={site.href}>{site.name}</ExternalLink>
            <span className="official-site-topic">{site.topic}</span>
          </li>
        ))}
      </ul>
    </TextSection>
  );
}
