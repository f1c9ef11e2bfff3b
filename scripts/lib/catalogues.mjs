/**
 * The message catalogues (src/locales/<code>/messages.po) read in Node: by the Vite
 * plugin that compiles them for the site, by `npm run i18n:check` and `i18n:types`, and
 * by the tests, which find English text by id here. A catalogue is a PO file whose
 * msgid is the message id and msgstr the ICU message; its header says which language it
 * is, how the language names itself, who wrote it and whether a first-language speaker
 * reviewed it (src/locales/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@messageformat/parser';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LOCALES_DIR = path.join(ROOT, 'src/locales');
export const SOURCE_LANGUAGE = 'en';
/** Values every message may use without the caller passing them (src/messages/i18n.ts sets them). */
export const GLOBAL_VALUES = ['product'];

/**
 * @typedef {object} Catalogue
 * @property {string} code the language code, the folder's name
 * @property {string} file
 * @property {string} name the language named in itself (header X-Language-Name)
 * @property {string} writtenBy header X-Written-By
 * @property {string} review header X-First-Language-Review
 * @property {Map<string, string>} messages id -> ICU message; entries with an empty msgstr are left out
 */

/** @returns {Catalogue} */
export function readCatalogue(file) {
  const po = parsePo(fs.readFileSync(file, 'utf8'));
  const messages = new Map();
  for (const item of po.items) {
    const text = item.msgstr.join('');
    if (item.msgid !== '' && text !== '' && !item.obsolete) messages.set(item.msgid, text);
  }
  const code = path.basename(path.dirname(file));
  const header = (name) => String(po.headers[name] ?? '').trim();
  return {
    code,
    file,
    name: header('X-Language-Name') || code,
    writtenBy: header('X-Written-By'),
    review: header('X-First-Language-Review'),
    messages,
  };
}

/** Every catalogue under src/locales, English first, then by code. */
export function readCatalogues(dir = LOCALES_DIR) {
  const codes = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'messages.po')))
    .map((entry) => entry.name)
    .sort((a, b) => (a === SOURCE_LANGUAGE ? -1 : b === SOURCE_LANGUAGE ? 1 : a.localeCompare(b)));
  return codes.map((code) => readCatalogue(path.join(dir, code, 'messages.po')));
}

export function englishCatalogue(dir = LOCALES_DIR) {
  return readCatalogue(path.join(dir, SOURCE_LANGUAGE, 'messages.po'));
}

/**
 * What a message's placeholders are: name -> 'number' (plural, selectordinal or a number
 * format), 'select' (chooses between words), or 'text' (put in as it is).
 * Throws on a message that is not valid ICU.
 * @returns {Map<string, 'number' | 'select' | 'text'>}
 */
export function placeholders(message) {
  const found = new Map();
  const visit = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument') {
        if (!found.has(token.arg)) found.set(token.arg, 'text');
      } else if (token.type === 'function') {
        found.set(token.arg, token.key === 'number' ? 'number' : (found.get(token.arg) ?? 'text'));
      } else if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
        found.set(token.arg, token.type === 'select' ? (found.get(token.arg) ?? 'select') : 'number');
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  visit(parse(message));
  return found;
}

/**
 * A catalogue compiled for Lingui's runtime (arrays, never plain strings, which Lingui
 * would take for uncompiled text), with every id English has: an id the language lacks
 * shows in English rather than as its id.
 */
export function compiledMessages(catalogue, english) {
  const compiled = {};
  for (const [id, message] of english.messages) {
    compiled[id] = compileMessageOrThrow(catalogue.messages.get(id) ?? message);
  }
  return compiled;
}
