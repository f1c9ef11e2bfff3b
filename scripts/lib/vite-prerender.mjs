/**
 * Every page prerendered at build time (README, "How a page is built"): once the client
 * build is written, src/entry-server.tsx is built for Node beside it and each route is
 * drawn to HTML in each language, into the built index.html. English pages sit at the
 * root (`/about` is `about/index.html`, served without a redirect by firebase.json's
 * `"trailingSlash": false`); the other languages under `localized/<code>_ALL/`, the
 * folders Firebase Hosting's i18n rewrites (`hosting.i18n`) choose from by the
 * `firebase-language-override` cookie, then Accept-Language (lib/site-server.mjs does
 * the same locally). It runs before vite-plugin-pwa lists the files to precache, so the
 * service worker keeps every page (sw/page-copies.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { SOURCE_LANGUAGE } from './catalogues.mjs';

/** Hosting's i18n root (firebase.json) and the folder of a language there (any country). */
export const I18N_ROOT = 'localized';
export const languageFolder = (code) => `${code}_ALL`;

/** The file a page is written to, under the build folder. */
export function pageFile(pagePath, code) {
  const folder = code === SOURCE_LANGUAGE ? [] : [I18N_ROOT, languageFolder(code)];
  return path.join(...folder, ...pagePath.split('/').filter(Boolean), 'index.html');
}

const ROOT_DIV = /<div id="root">[\s\S]*?<\/div>\s*<!-- \/root -->/u;

/** The built index.html with `html` inside #root, marked with the page and language it is. */
export function fillTemplate(template, { html, head, lang, pagePath }) {
  if (!ROOT_DIV.test(template)) throw new Error('index.html has no <div id="root">…</div><!-- /root --> to fill');
  return template
    .replace(/<html lang="[^"]*"/u, `<html lang="${lang}"`)
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT_DIV, () => `<div id="root" data-page="${pagePath}">${html}</div><!-- /root -->`);
}

/** A chunk's static imports, itself included, by file name. */
function staticClosure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName) || !bundle[fileName]) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName].imports ?? []) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * The tags that fetch a screen's own stylesheets and code with the page (`screens` are the
 * names its lazy chunks export, src/entry-server.tsx): without them the screen's styles came
 * with its script, after the prerendered page had painted, and moved it.
 */
export function screenLinks(bundle, screens) {
  const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  const loaded = entry ? staticClosure(bundle, entry.fileName) : new Set();
  const files = new Set();
  for (const name of screens) {
    const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isDynamicEntry && c.exports.includes(name));
    if (!chunk) throw new Error(`No chunk exports the screen ${name}`);
    for (const file of staticClosure(bundle, chunk.fileName)) if (!loaded.has(file)) files.add(file);
  }
  const styles = [...files].flatMap((file) => [...(bundle[file].viteMetadata?.importedCss ?? [])]);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * @param {{ entry: string, plugins: () => import('vite').PluginOption[] }} options
 *   `entry` the server entry; `plugins` those the server build needs (virtual modules).
 */
export function prerender({ entry, plugins }) {
  let root = process.cwd();
  return {
    name: 'mzansi-prerender',
    apply: (config) => !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    writeBundle: {
      sequential: true,
      async handler(options, bundle) {
        const outDir = options.dir;
        const serverDir = path.join(root, 'node_modules/.cache/mzansi-prerender', path.basename(outDir));
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: plugins(),
          build: { ssr: entry, outDir: serverDir, emptyOutDir: true, target: 'node20', rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } } },
        });
        const server = await import(pathToFileURL(path.join(serverDir, 'entry-server.mjs')).href);
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const write = async ({ drawn, file: filePath, pagePath }, code) => {
          const page = await server.renderPage(drawn, code);
          const file = path.join(outDir, pageFile(filePath, code));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          const head = page.head + screenLinks(bundle, page.screens);
          fs.writeFileSync(file, fillTemplate(template, { ...page, head, pagePath }));
        };
        for (const code of server.languages) {
          for (const pagePath of [...server.paths, ...server.valuePaths]) await write({ drawn: pagePath, file: pagePath, pagePath }, code);
          // A route with a parameter: one shell for every value, marked with the route (never a
          // visited path), so the page draws itself afresh rather than hydrate another value's page.
          for (const shell of server.shells) await write({ drawn: shell.drawn, file: shell.page, pagePath: shell.route }, code);
        }
      },
    },
  };
}
