/** A link to another site: opens in a new tab, and says so to screen readers. */
import type { ReactNode } from 'react';
import { Icon } from '../../shared/components/icons/icon';
import { t } from '../../messages/i18n';

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    // noopener keeps the other site from reaching back into this tab; noreferrer sends it no path.
    <a href={href} target="_blank" rel="noopener noreferrer" className="external-link">
      {children}
      {/* SVG, not the arrow U+2197: some phones paint it as a colour emoji. */}
      <Icon name="external-link" size={16} className="external-link-icon" />
      <span className="visually-hidden"> {t('pages.opensInNewTab')}</span>
    </a>
  );
}
