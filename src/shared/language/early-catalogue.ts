/**
 * Starts fetching the visitor's catalogue as the first thing the page's script does:
 * main.tsx imports this module before any other, so its request goes out before React,
 * the router and the rest of the bundle have run (on a warm visit that was ~100 ms the
 * first paint waited for, the catalogue being the one thing it needs besides the code).
 * startLanguage() (start-language.ts) takes the answer. It imports no React. Beside it a worker
 * loads the browser's number and date data, which the first formatters would otherwise
 * load on the page (warm-intl.ts).
 */
import { importCatalogue, LANGUAGES } from 'virtual:catalogues';
import { intlLocales, REPORT_TIME_ZONE } from '../../domain/intl-locales';
import { chooseLanguage } from '../../domain/language-choice';
import { rememberedLanguage } from './language-memory';
import { warmIntl } from './warm-intl';

/** The language this page load starts in: remembered, else the browser's, else English. */
export const startingLanguage = chooseLanguage(
  rememberedLanguage(),
  navigator.languages ?? [navigator.language],
  LANGUAGES.map((language) => language.code),
);

/** Its catalogue, on the way. A failure is handled where it is taken (English instead). */
export const startingCatalogue = importCatalogue(startingLanguage);
startingCatalogue.catch(() => {});

/** The browser's number and date data, loaded by a worker meanwhile (warm-intl.ts); resolves when it is safe to format. */
export const startingIntl = warmIntl({ locales: intlLocales(startingLanguage), timeZone: REPORT_TIME_ZONE });
