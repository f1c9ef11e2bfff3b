// The routes of docs/product-behaviour.md §2.1 with the level-1 heading each shows to a guest
// (/ and /map show the map instead), for tests that visit every screen.
import { t } from './english';

export const ROUTES_WITH_HEADINGS: readonly (readonly [string, string])[] = [
  ['/home', t('home.welcomeTitle')],
  ['/leaderboard', t('leaderboard.title')],
  ['/municipalities', t('municipalities.title')],
  ['/profile', t('profile.signInRequired')],
  ['/login', t('login.signIn')],
  ['/privacy-policy', t('pages.privacyTitle')],
  ['/data-deletion-guide', t('pages.deletionTitle')],
  ['/about', t('pages.aboutTitle')],
  ['/download', t('download.title')],
  ['/glance', t('glance.title')],
];

export const MAP_ROUTES = ['/', '/map'] as const;
