/**
 * The site's language (README, "Languages"). At start (start-language.ts): the choice
 * remembered on this device (localStorage `mzansi-fix.language`), else the first of the
 * browser's languages the site has, else English (src/domain/language-choice.ts). The menu's picker changes
 * it: the new catalogue is fetched (a chunk the service worker precached, so offline
 * too), `<html lang>` and the manifest link follow, and the layout draws every screen
 * anew (src/app/root-layout.tsx) while the data, the session and the map's filters,
 * which live above it, stay as they were.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { loadLanguage, OFFERED_LANGUAGES, type Language } from '../../messages/catalogues';
import { activeLanguage } from '../../messages/i18n';
import { applyToDocument, LANGUAGE_KEY, rememberForServer } from './language-memory';

function remember(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // Storage full or switched off: the choice holds for this page only.
  }
  rememberForServer(code);
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
