/**
 * The web app manifest (vite-plugin-pwa writes it as manifest.webmanifest):
 * what a phone needs to install the site as an app, with shortcuts straight
 * to the map, glance mode and the leaderboard. Read by vite.config.ts.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { MANIFEST_COLOURS } from '../domain/tokens/colours.ts';
import { offlineMessages } from '../messages/en-offline.ts';

const text = offlineMessages.manifest;

const shortcutIcon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: text.name,
  short_name: text.shortName,
  description: text.description,
  lang: 'en-ZA',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: MANIFEST_COLOURS.theme,
  background_color: MANIFEST_COLOURS.background,
  categories: ['navigation', 'utilities', 'news'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    { src: '/screenshots/map-narrow.png', sizes: '720x1480', type: 'image/png', form_factor: 'narrow', label: text.screenshots.mapNarrow },
    { src: '/screenshots/map-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: text.screenshots.mapWide },
  ],
  shortcuts: [
    { name: text.shortcuts.map.name, short_name: text.shortcuts.map.name, description: text.shortcuts.map.description, url: '/map', icons: shortcutIcon },
    { name: text.shortcuts.glance.name, short_name: text.shortcuts.glance.name, description: text.shortcuts.glance.description, url: '/glance', icons: shortcutIcon },
    {
      name: text.shortcuts.leaderboard.name,
      short_name: text.shortcuts.leaderboard.name,
      description: text.shortcuts.leaderboard.description,
      url: '/leaderboard',
      icons: shortcutIcon,
    },
  ],
};
