/**
 * Where the visitor's language choice is kept, and how the page shows its language. The
 * choice lives in localStorage for the page's own start (start-language.ts) and in the
 * `firebase-language-override` cookie for the server: Firebase Hosting's i18n rewrites
 * (firebase.json `hosting.i18n`) read that cookie before Accept-Language, so the next visit
 * is sent the prerendered copy in the chosen language and paints no other first.
 */
import { htmlLang } from '../../domain/intl-locales';
import { DEFAULT_LANGUAGE } from '../../domain/language-choice';

/** Where the choice made in the menu is kept on this device. */
export const LANGUAGE_KEY = 'mzansi-fix.language';
/** The cookie Hosting's i18n rewrites read first (a bare code such as `zu`). */
export const LANGUAGE_COOKIE = 'firebase-language-override';
const A_YEAR_S = 365 * 24 * 60 * 60;

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // Storage switched off: the browser's languages decide.
  }
}

/** Tells the server the choice, for the copy of the page it sends next time. */
export function rememberForServer(code: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${A_YEAR_S}; SameSite=Lax${secure}`;
}

/** The page says which language it is in, and installs with the manifest in that language. */
export function applyToDocument(code: string): void {
  document.documentElement.lang = htmlLang(code);
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = code === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/manifest-${code}.webmanifest`;
}
