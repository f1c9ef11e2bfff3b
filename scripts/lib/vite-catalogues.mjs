/**
 * The Vite side of the catalogues: each src/locales/<code>/messages.po becomes a small
 * module of precompiled messages (so no ICU parser ships), in a chunk of its own that
 * the page imports only for the active language; and `virtual:catalogues` tells the page
 * which languages exist and how each names itself, read from the files at build time,
 * so a new language is one new file. Lingui's own Vite plugin would pull in its CLI (and
 * a native binary); this does the one thing the site needs with Lingui's compiler.
 */
import path from 'node:path';
import { compiledMessages, englishCatalogue, readCatalogue, readCatalogues, LOCALES_DIR, SOURCE_LANGUAGE } from './catalogues.mjs';

const VIRTUAL_ID = 'virtual:catalogues';
const RESOLVED_ID = '\0virtual:catalogues';

/** A catalogue's words by id, English where it has none: for texts outside the page (the manifest). */
export function wordsOf(catalogue, english = englishCatalogue()) {
  return (id) => catalogue.messages.get(id) ?? english.messages.get(id) ?? id;
}

/** The manifest's file name for a language; English keeps vite-plugin-pwa's own. */
export function manifestFileName(code) {
  return code === SOURCE_LANGUAGE ? 'manifest.webmanifest' : `manifest-${code}.webmanifest`;
}

/**
 * @param {{ manifest?: (words: (id: string) => string, lang: string) => object }} options
 *   `manifest` builds the web app manifest in one language; the plugin writes one per
 *   language other than English (vite-plugin-pwa writes the English one).
 */
export function catalogues({ manifest } = {}) {
  return {
    name: 'mzansi-catalogues',
    generateBundle() {
      if (!manifest) return;
      const english = englishCatalogue();
      for (const catalogue of readCatalogues()) {
        if (catalogue.code === SOURCE_LANGUAGE) continue;
        const source = JSON.stringify(manifest(wordsOf(catalogue, english), `${catalogue.code}-ZA`), null, 2);
        this.emitFile({ type: 'asset', fileName: manifestFileName(catalogue.code), source });
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id === RESOLVED_ID) {
        const found = readCatalogues();
        for (const catalogue of found) this.addWatchFile(catalogue.file);
        const languages = found.map(({ code, name }) => ({ code, name }));
        const cases = found.map(({ code, file }) => `    case ${JSON.stringify(code)}: return import(${JSON.stringify(file)});`).join('\n');
        return [
          `export const LANGUAGES = ${JSON.stringify(languages)};`,
          'export function importCatalogue(code) {',
          '  switch (code) {',
          cases,
          '    default: return Promise.reject(new Error(`No catalogue for ${code}`));',
          '  }',
          '}',
        ].join('\n');
      }
      if (id.endsWith('.po') && path.resolve(id).startsWith(LOCALES_DIR)) {
        const english = englishCatalogue();
        this.addWatchFile(english.file);
        const compiled = compiledMessages(readCatalogue(id), english);
        // JSON.parse of a string is faster to start than the same object as a literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
      }
      return null;
    },
  };
}
