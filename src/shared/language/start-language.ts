/**
 * The language a page load starts in, made active before the first render (main.tsx).
 * Client-only: it reads the browser's languages and storage (early-catalogue.ts), which a
 * prerender at build time has not got.
 */
import { DEFAULT_LANGUAGE } from '../../domain/language-choice';
import { loadLanguage } from '../../messages/catalogues';
import { prepareFormats } from '../../messages/formats';
import { activateCatalogue, activeLanguage } from '../../messages/i18n';
import { startingCatalogue, startingIntl, startingLanguage } from './early-catalogue';
import { applyToDocument, rememberedLanguage, rememberForServer } from './language-memory';

/**
 * Loads the language the visitor starts in, before the first paint; English when that fails.
 * With `formatsFirst` it also waits for the number and date formatters; without, they are
 * made when the worker answers, or on first use if a render needs one sooner.
 */
export async function startLanguage({ formatsFirst = true }: { readonly formatsFirst?: boolean } = {}): Promise<void> {
  const code = startingLanguage;
  // A choice remembered before the server was told of it (or whose cookie expired) is told again.
  if (rememberedLanguage() === code) rememberForServer(code);
  // A task of its own while the catalogue is on its way, once a worker has loaded the
  // browser's number and date data (formats.ts and warm-intl.ts say why).
  const formatsReady = startingIntl
    .then(() => prepareFormats(code))
    .catch((error: unknown) => console.error('[language] formats could not be made ahead', error));
  try {
    // Asked for as the page's script began (early-catalogue.ts).
    activateCatalogue(code, (await startingCatalogue).default);
  } catch (error) {
    console.error(`[language] ${code} could not be loaded; English instead`, error);
    await loadLanguage(DEFAULT_LANGUAGE);
  }
  if (formatsFirst) await formatsReady;
  applyToDocument(activeLanguage());
}
