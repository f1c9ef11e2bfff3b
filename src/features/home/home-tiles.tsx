/** Three ways on from home: the map, the leaderboard, and the profile (or sign-in for guests). */
import { Link } from '@tanstack/react-router';
import { Icon } from '../../shared/components/icons/icon';
import type { IconName } from '../../shared/components/icons/icon-paths';
import { messages } from '../../messages';

export function HomeTiles({ signedIn }: { signedIn: boolean }) {
  const { map, leaderboard, profile, signIn } = messages.home.tiles;
  const tiles: readonly { to: '/map' | '/leaderboard' | '/profile' | '/login'; icon: IconName; title: string; body: string }[] = [
    { to: '/map', icon: 'map', ...map },
    { to: '/leaderboard', icon: 'trophy', ...leaderboard },
    signedIn ? { to: '/profile', icon: 'user', ...profile } : { to: '/login', icon: 'key', ...signIn },
  ];
  return (
    <nav className="home-tiles" aria-label={messages.home.tilesLabel}>
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
