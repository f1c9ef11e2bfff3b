/**
 * The site's language (README, "Languages"). At start: the choice remembered on this
 * device (localStorage `mzansi-fix.language`), else the first of the browser's languages
 * the site has, else English (src/domain/language-choice.ts). The menu's picker changes
 * it: the new catalogue is fetched (a chunk the service worker precached, so offline
 * too), `<html lang>` and the manifest link follow, and the layout draws every screen
 * anew (src/app/root-layout.tsx) while the data, the session and the map's filters,
 * which live above it, stay as they were.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { htmlLang } from '../../domain/intl-locales';
import { DEFAULT_LANGUAGE } from '../../domain/language-choice';
import { loadLanguage, OFFERED_LANGUAGES, type Language } from '../../messages/catalogues';
import { prepareFormats } from '../../messages/formats';
import { activateCatalogue, activeLanguage } from '../../messages/i18n';
import { LANGUAGE_KEY, startingCatalogue, startingIntl, startingLanguage } from './early-catalogue';

function remember(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // Storage full or switched off: the choice holds for this page only.
  }
}

/** The page says which language it is in, and installs with the manifest in that language. */
function applyToDocument(code: string): void {
  document.documentElement.lang = htmlLang(code);
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = code === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/manifest-${code}.webmanifest`;
}

/**
 * Loads the language the visitor starts in, before the first paint; English when that fails.
 * With `formatsFirst` it also waits for the number and date formatters; without, they are
 * made when the worker answers, or on first use if a render needs one sooner.
 */
export async function startLanguage({ formatsFirst = true }: { readonly formatsFirst?: boolean } = {}): Promise<void> {
  const code = startingLanguage;
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

interface LanguageValue {
  /** The active language's code. */
  readonly language: string;
  readonly languages: readonly Language[];
  /** Switches to `code` and remembers it; resolves once the screens speak it. */
  readonly choose: (code: string) => Promise<void>;
}

const LanguageContext = createContext<LanguageValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState(activeLanguage);
  const choose = useCallback(async (code: string) => {
    await loadLanguage(code);
    remember(code);
    applyToDocument(code);
    setLanguage(code);
  }, []);
  const value = useMemo(() => ({ language, languages: OFFERED_LANGUAGES, choose }), [language, choose]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
