/** The frame of the static pages: title, lead text, the page's sections, and the way back to the map. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../../messages/i18n';
import './pages.css';

interface StaticPageProps {
  title: string;
  /** Shown under the title, before the lead text (the privacy policy's date). */
  meta?: ReactNode;
  intro: string;
  children: ReactNode;
}

export function StaticPage({ title, meta, intro, children }: StaticPageProps) {
  return (
    <article className="page text-page static-page">
      <header className="static-page-header">
        <h1>{title}</h1>
        {meta}
        <p className="static-page-intro">{intro}</p>
      </header>
      {children}
      <footer className="static-page-footer">
        <Link to="/" className="button">
          <span aria-hidden="true">←</span> {t('pages.backToMap')}
        </Link>
      </footer>
    </article>
  );
}
