/**
 * The bar on every page: the logo (to /) and the user menu. The menu is a
 * disclosure button with a list of links and the low-data switch; Escape or a
 * click elsewhere closes it.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { initials } from '../domain/display-name';
import { sessionUserName } from '../shared/account/user-name';
import { PRODUCT_NAME } from '../domain/constants';
import { t, type TextId } from '../messages/i18n';
import { LanguageMenuItem } from './language-menu-item';
import { LowDataMenuItem } from './low-data-menu-item';
import { useSession } from '../shared/session/session';
import './navigation-bar.css';

type MenuLink = {
  to: '/map' | '/glance' | '/profile' | '/leaderboard' | '/municipalities' | '/privacy-policy' | '/about' | '/download' | '/data-deletion-guide';
  label: TextId;
};

const SIGNED_IN_LINKS: readonly MenuLink[] = [
  { to: '/map', label: 'nav.viewMap' },
  { to: '/glance', label: 'nav.glanceMode' },
  { to: '/profile', label: 'nav.profile' },
  { to: '/leaderboard', label: 'nav.leaderboard' },
  { to: '/municipalities', label: 'nav.municipalities' },
  { to: '/privacy-policy', label: 'nav.privacyPolicy' },
  { to: '/about', label: 'nav.about' },
  { to: '/download', label: 'nav.download' },
  { to: '/data-deletion-guide', label: 'nav.deleteMyData' },
];
const GUEST_LINKS = SIGNED_IN_LINKS.filter((link) => link.to !== '/profile');

export function NavigationBar() {
  const { session, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const user = session.user;
  const name = user ? sessionUserName(user) : t('nav.guest');

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);
  const onSignOut = async () => {
    close();
    await signOut();
    // A full load of / rather than a route change: nothing of the signed-in user stays in this
    // page's memory, and the fresh page paints from the snapshot store at once.
    window.location.assign('/');
  };

  return (
    <header className="nav-bar">
      <Link to="/" className="nav-logo" aria-label={t('nav.home')}>
        <img src="/icons/logo.svg" alt="" width="28" height="28" />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <div className="nav-user" ref={root}>
        <button
          ref={button}
          type="button"
          className="nav-user-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="avatar" aria-hidden="true">{user ? initials(name) : '?'}</span>
          <span className="nav-user-name">{name}</span>
          <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.menu')}</span>
        </button>
        {open && (
          <nav id={menuId} className="nav-menu" aria-label={t('nav.menu')}>
            {!user && (
              <p className="nav-menu-guest">
                <strong>{t('nav.guest')}</strong>
                <span>{t('nav.notSignedIn')}</span>
              </p>
            )}
            <ul>
              {(user ? SIGNED_IN_LINKS : GUEST_LINKS).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
              <li>
                {user ? (
                  <button type="button" onClick={() => void onSignOut()}>
                    {t('nav.signOut')}
                  </button>
                ) : (
                  <Link to="/login" onClick={close}>
                    {t('nav.signIn')}
                  </Link>
                )}
              </li>
            </ul>
            <LanguageMenuItem />
            <LowDataMenuItem />
          </nav>
        )}
      </div>
    </header>
  );
}
