/**
 * The web app manifest (vite-plugin-pwa writes it as manifest.webmanifest):
 * what a phone needs to install the site as an app, with shortcuts straight
 * to the map, glance mode and the leaderboard. Read by vite.config.ts, which
 * makes one per language (manifest-<code>.webmanifest beside the English one;
 * the page links the active language's): a manifest has one language, so the
 * installed app's shortcuts are named in the language it was installed in.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { PRODUCT_NAME } from '../domain/constants.ts';
import { MANIFEST_COLOURS } from '../domain/tokens/colours.ts';

/** A text of the manifest by message id (the offline.manifest.* ids), in one language. */
export type ManifestWords = (id: string) => string;

const shortcutIcon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export function webManifest(words: ManifestWords, lang: string): Partial<ManifestOptions> {
  const text = (key: string) => words(`offline.manifest.${key}`);
  return {
    id: '/',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: text('description'),
    lang,
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
      { src: '/screenshots/map-narrow.png', sizes: '720x1480', type: 'image/png', form_factor: 'narrow', label: text('screenshots.mapNarrow') },
      { src: '/screenshots/map-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: text('screenshots.mapWide') },
    ],
    shortcuts: [
      { name: text('shortcuts.map.name'), short_name: text('shortcuts.map.name'), description: text('shortcuts.map.description'), url: '/map', icons: shortcutIcon },
      { name: text('shortcuts.glance.name'), short_name: text('shortcuts.glance.name'), description: text('shortcuts.glance.description'), url: '/glance', icons: shortcutIcon },
      {
        name: text('shortcuts.leaderboard.name'),
        short_name: text('shortcuts.leaderboard.name'),
        description: text('shortcuts.leaderboard.description'),
        url: '/leaderboard',
        icons: shortcutIcon,
      },
    ],
  };
}
