/** "On this page": jump links to the sections of a long static page. */
import { useId } from 'react';
import { t } from '../../messages/i18n';

export function PageContents({ sections }: { sections: readonly { id: string; heading: string }[] }) {
  const titleId = useId();
  return (
    <nav className="page-contents" aria-labelledby={titleId}>
      <p id={titleId} className="page-contents-title">
        {t('pages.onThisPage')}
      </p>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            {/* A plain anchor: the browser scrolls to the section; the router has no route to change. */}
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
