/** A link to another site: opens in a new tab, and says so to screen readers. */
import type { ReactNode } from 'react';
import { messages } from '../../messages';

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    // noopener keeps the other site from reaching back into this tab; noreferrer sends it no path.
    <a href={href} target="_blank" rel="noopener noreferrer" className="external-link">
      {children}
      <span className="external-link-icon" aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden"> {messages.pages.opensInNewTab}</span>
    </a>
  );
}
