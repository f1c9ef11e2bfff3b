import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Imports on the config's path name their files in full, as Vite's native config loader needs.
import { webManifest } from './src/app/web-manifest.ts';
import { MANIFEST_COLOURS } from './src/domain/tokens/colours.ts';
import { designTokensCss } from './src/domain/tokens/tokens-css.ts';
import { englishCatalogue, readCatalogues } from './scripts/lib/catalogues.mjs';
import { catalogues, wordsOf } from './scripts/lib/vite-catalogues.mjs';
import { buildFacts } from './scripts/lib/build-facts.mjs';
import { firebaseSettingsFromEnv, photoBucketsOf } from './src/data/firebase-config.ts';
import { PHOTO_BUCKETS } from './src/domain/report-limits.ts';
import { prerender } from './scripts/lib/vite-prerender.mjs';
import { wardFiles } from './scripts/lib/vite-ward-files.mjs';

/**
 * The design tokens (src/domain/tokens) as CSS custom properties, made when the
 * site is built or served: main.tsx imports `virtual:design-tokens.css` before any
 * stylesheet, so a colour, space or size is written only in the tokens. The page's
 * theme-color is the manifest's, from the same tokens.
 */
function designTokens(): Plugin {
  const name = 'virtual:design-tokens.css';
  const resolved = `\0${name}`;
  return {
    name: 'mzansi-design-tokens',
    resolveId: (id) => (id === name ? resolved : undefined),
    load: (id) => (id === resolved ? designTokensCss() : undefined),
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'theme-color', content: MANIFEST_COLOURS.theme }, injectTo: 'head' }],
  };
}

const english = englishCatalogue();
// A manifest per language besides English (vite-catalogues.mjs), precached with the shell when there are any.
const languageManifests = readCatalogues().length > 1 ? ['manifest-*.webmanifest'] : [];

// `npm start` and the tests serve the production build with `vite preview`
// on 127.0.0.1 (PORT changes it); the dev server is for working on the UI.
export default defineConfig({
  plugins: [
    designTokens(),
    // Whether the build runs Google Maps (its Content Security Policy differs) and its photo bucket, checked against the rules'.
    buildFacts({ photoBucketsOf: (env) => photoBucketsOf(firebaseSettingsFromEnv(env)), listedBuckets: PHOTO_BUCKETS }),
    // The message catalogues (src/locales), compiled, one chunk per language, and the manifest in each.
    catalogues({ manifest: webManifest }),
    // One ward file per municipality, /data/wards/{CODE}.json, fetched only for "My ward" (scripts/lib/vite-ward-files.mjs).
    wardFiles(),
    // Every page drawn to HTML in every language once the bundle is written, before the
    // service worker's precache list is made (scripts/lib/vite-prerender.mjs).
    prerender({ entry: 'src/entry-server.tsx', plugins: () => [designTokens(), catalogues()] }),
    // The service worker is ours (sw/sw.ts, injectManifest); the page registers
    // it itself with workbox-window (src/shared/service-worker.ts), so no script is injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest(wordsOf(english, english), 'en-ZA'),
      // The glob below already takes every icon; listing them again would precache them twice.
      includeManifestIcons: false,
      injectManifest: {
        // The app shell: scripts (every language's catalogue among them, so a switch works
        // offline), styles, the page, icons and the manifests, and the municipalities' names
        // and outlines (src/data/municipalities-file.ts: 53 KB gzip, fetched by the board, a
        // municipality's page and the map's filter; precached so they work offline even when
        // the first visit fetched the file before the worker was in control). Demo photos,
        // screenshots, the APK and version.json have runtime rules instead.
        globPatterns: ['**/*.{js,css,html}', 'icons/*.{png,svg}', 'assets/municipalities-*.json', ...languageManifests],
        // Each municipality's own page (src/entry-server.tsx valuePaths) is for a first visit's language; offline,
        // the worker sends their shell (`municipalities/_code`, sw/page-copies.ts) rather than keep 852 pages.
        globIgnores: ['**/node_modules/**', 'sw.js', 'workbox-*.js', 'municipalities/[A-Z]*/index.html', 'localized/*/municipalities/[A-Z]*/index.html'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // No public source maps: they would publish the whole source next to the site.
    sourcemap: false,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  server: {
    host: '127.0.0.1',
  },
});
