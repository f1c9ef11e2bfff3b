// The routes of docs/product-behaviour.md §2.1 with the level-1 heading each shows to a guest
// (/ and /map show the map instead), for tests that visit every screen.
import { messages } from '../../src/messages';

export const ROUTES_WITH_HEADINGS: readonly (readonly [string, string])[] = [
  ['/home', messages.home.welcomeTitle],
  ['/leaderboard', messages.leaderboard.title],
  ['/profile', messages.profile.signInRequired],
  ['/login', messages.login.signIn],
  ['/privacy-policy', messages.pages.privacyTitle],
  ['/data-deletion-guide', messages.pages.deletionTitle],
  ['/about', messages.pages.aboutTitle],
  ['/download', messages.download.title],
  ['/glance', messages.glance.title],
];

export const MAP_ROUTES = ['/', '/map'] as const;
