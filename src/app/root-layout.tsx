/** Every page: the navigation bar, the stats strip on / (wide windows only, stats-strip.css), the page. */
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Fragment } from 'react';
import { AppNotices } from '../shared/connection/app-notices';
import { OfflineIndicator } from '../shared/connection/offline-indicator';
import { useLocation } from '../shared/location/location-context';
import { useMapState } from '../shared/map-state/map-state-context';
import { t, type TextId } from '../messages/i18n';
import { pageNeedsBackend } from './backend-needs';
import { FullScreenSpinner } from './full-screen-spinner';
import { NavigationBar } from './navigation-bar';
import { useLanguage } from '../shared/language/language';
import { useSession } from '../shared/session/session';
import { StatsStrip } from './stats-strip';
import './root-layout.css';

/** The static pages need no script: a visitor without JavaScript can still reach them. */
const NO_SCRIPT_LINKS: readonly { readonly href: string; readonly label: TextId }[] = [
  { href: '/about', label: 'nav.about' },
  { href: '/privacy-policy', label: 'nav.privacyPolicy' },
  { href: '/download', label: 'nav.download' },
  { href: '/data-deletion-guide', label: 'nav.deleteMyData' },
];

/**
 * What a page with reports says in a browser that runs no JavaScript (the prerendered page
 * shows its frame, which only the script fills): why, and the pages that read without it.
 * Plain links, as the menu needs the script to open.
 */
function NoScriptNote() {
  return (
    <noscript>
      <div className="noscript-note">
        <p>{t('noScript.dataPage')}</p>
        <ul>
          {NO_SCRIPT_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{t(link.label)}</a>
            </li>
          ))}
        </ul>
      </div>
    </noscript>
  );
}

export function RootLayout() {
  const { session } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { position } = useLocation();
  const { visibleCount } = useMapState();
  const { language } = useLanguage();
  // A static page does not load the identity service (main.tsx), so it cannot wait for the sign-in
  // state: it paints at once, the menu showing a guest until a page that needs the backend learns otherwise.
  if (session.status === 'loading' && pageNeedsBackend(pathname)) return <FullScreenSpinner />;
  // Glance mode is read by a driver at a glance: it shows its own large data-age
  // line, and site notices (offline ready, an update, storage) wait until it is left.
  const glance = pathname === '/glance';
  // Keyed by the language: a switch draws every screen anew in it (texts are read as they render).
  // What must survive lives above this (data, session, the map's filters; its view: last-map-centre.ts).
  return (
    <Fragment key={language}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <NavigationBar />
      {!glance && <OfflineIndicator />}
      {/* Shown from 650 px wide by its stylesheet, so the prerendered page knows where everything goes. */}
      {pathname === '/' && <StatsStrip visible={visibleCount ?? undefined} locationKnown={position !== null} />}
      <main id="main" tabIndex={-1}>
        {pageNeedsBackend(pathname) && <NoScriptNote />}
        <Outlet />
      </main>
      {!glance && <AppNotices />}
    </Fragment>
  );
}
