/** Three ways on from home: the map, the leaderboard, and the profile (or sign-in for guests). */
import { Link } from '@tanstack/react-router';
import { Icon } from '../../shared/components/icons/icon';
import type { IconName } from '../../shared/components/icons/icon-paths';
import { t } from '../../messages/i18n';

export function HomeTiles({ signedIn }: { signedIn: boolean }) {
  const tiles: readonly { to: '/map' | '/leaderboard' | '/profile' | '/login'; icon: IconName; title: string; body: string }[] = [
    { to: '/map', icon: 'map', title: t('home.tiles.map.title'), body: t('home.tiles.map.body') },
    { to: '/leaderboard', icon: 'trophy', title: t('home.tiles.leaderboard.title'), body: t('home.tiles.leaderboard.body') },
    signedIn
      ? { to: '/profile', icon: 'user', title: t('home.tiles.profile.title'), body: t('home.tiles.profile.body') }
      : { to: '/login', icon: 'key', title: t('home.tiles.signIn.title'), body: t('home.tiles.signIn.body') },
  ];
  return (
    <nav className="home-tiles" aria-label={t('home.tilesLabel')}>
      {tiles.map((tile) => (
        <Link key={tile.to} to={tile.to} className="home-tile">
          {/* The tile's title says where it goes; the icon is decoration beside it. */}
          <Icon name={tile.icon} size={28} className="home-tile-icon" />
          <span className="home-tile-title">{tile.title}</span>
          <span className="home-tile-body">{tile.body}</span>
        </Link>
      ))}
    </nav>
  );
}
