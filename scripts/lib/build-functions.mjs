// Builds the Cloud Functions in functions/src (TypeScript, sharing src/domain with
// the site) into functions/lib: `index.js`, the entry firebase-functions loads,
// `projection.js`, the projection rule alone, and `map-index-admin.js`, the map
// index rebuild, which the seeding script imports, `places.js`, the placer with the ward
// outlines (the bench times it), and `map-tiles-measure.js`, which scripts/map-index/tile-sizes.mjs
// measures the map tiles with. CommonJS for Node 22, one file each, the firebase-* packages left to
// functions/node_modules. Takes about a second; no network.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/** Builds functions/lib under `root`; resolves when done, rejects on a build error. */
export async function buildFunctions(root, { log = console.log } = {}) {
  const started = Date.now();
  const functions = path.join(root, 'functions');
  await build({
    configFile: false,
    root: functions,
    logLevel: 'warn',
    // Every package the shared code imports (flatbush, for the placer) goes into the bundle: the
    // deployed functions have only firebase-admin and firebase-functions in their node_modules.
    ssr: { noExternal: true },
    build: {
      ssr: true,
      target: 'node22',
      outDir: path.join(functions, 'lib'),
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: {
        input: {
          index: path.join(functions, 'src/index.ts'),
          projection: path.join(functions, 'src/projection.ts'),
          'map-index-admin': path.join(functions, 'src/map-index-admin.ts'),
          'contributor-stats-admin': path.join(functions, 'src/contributor-stats-admin.ts'),
          // The index file and the map tiles as scripts/map-index/tile-sizes.mjs measures them.
          'map-tiles-measure': path.join(functions, 'src/map-tiles-measure.ts'),
          // The placer and its ward outlines (a chunk of their own, loaded on first use).
          places: path.join(functions, 'src/places.ts'),
        },
        external: (id) => /^firebase-(admin|functions)(\/|$)/u.test(id) || id.startsWith('node:'),
        output: { format: 'cjs', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  if (!fs.existsSync(path.join(functions, 'lib', 'index.js'))) throw new Error('The functions build wrote no lib/index.js');
  log(`Functions built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
