/**
 * The languages the site offers (one per file in src/locales) and the loading of one:
 * each catalogue is a chunk of its own, fetched only when its language is chosen (and
 * precached by the service worker, so a switch works offline).
 */
import { importCatalogue, LANGUAGES } from 'virtual:catalogues';
import { activateCatalogue, separateTranslator, type Translate } from './i18n';

export interface Language {
  readonly code: string;
  /** The language named in itself: English, isiZulu, isiXhosa, Afrikaans. */
  readonly name: string;
}

export const OFFERED_LANGUAGES: readonly Language[] = LANGUAGES;

/** Fetches `code`'s catalogue and makes it the active one. */
export async function loadLanguage(code: string): Promise<void> {
  const catalogue = await importCatalogue(code);
  activateCatalogue(code, catalogue.default);
}

let english: Promise<Translate> | null = null;

/** English words whatever the page's language (fetched once, on first need; precached like every catalogue). */
export function englishTranslator(): Promise<Translate> {
  english ??= importCatalogue('en').then((catalogue) => separateTranslator('en', catalogue.default));
  return english;
}
