/** Three ways on from home: the map, the leaderboard, and the profile (or sign-in for guests). */
import { Link } from '@tanstack/react-router';
import { messages } from '../../messages';

export function HomeTiles({ signedIn }: { signedIn: boolean }) {
  const { map, leaderboard, profile, signIn } = messages.home.tiles;
  const tiles = [
    { to: '/map', icon: '🗺️', ...map },
    { to: '/leaderboard', icon: '🏆', ...leaderboard },
    signedIn ? { to: '/profile', icon: '👤', ...profile } : { to: '/login', icon: '🔑', ...signIn },
  ] as const;
  return (
    <nav className="home-tiles" aria-label={messages.home.tilesLabel}>
      {tiles.map((tile) => (
        <Link key={tile.to} to={tile.to} className="home-tile">
          <span className="home-tile-icon" aria-hidden="true">
            {tile.icon}
          </span>
          <span className="home-tile-title">{tile.title}</span>
          <span className="home-tile-body">{tile.body}</span>
        </Link>
      ))}
    </nav>
  );
}
