/**
 * The locales `Intl` is asked for a language's numbers, dates and plural forms. The
 * site's languages are South African, so the South African variant comes first; where
 * the browser's ICU data lacks the language (some builds have no isiXhosa), `Intl`
 * takes the next it has, and South African English is the last resort: its grouping
 * and dates are what the page around the untranslated format already uses.
 */
export const FALLBACK_INTL_LOCALE = 'en-ZA';

/** Reports' months and times are South African, wherever the phone is. */
export const REPORT_TIME_ZONE = 'Africa/Johannesburg';

/**
 * The formatters a page makes first, with its first counts and the trend chart's months:
 * made ahead in a worker (shared/language/warm-intl.ts) and then on the page (formats.ts)
 * with the same options, so the worker loads the data the page's own need.
 */
export const FIRST_NUMBER_FORMAT: Readonly<Intl.NumberFormatOptions> = {};
export const FIRST_DATE_FORMAT: Readonly<Intl.DateTimeFormatOptions> = { month: 'short' };

export function intlLocales(language: string): string[] {
  const regional = `${language}-ZA`;
  return regional === FALLBACK_INTL_LOCALE ? [regional] : [regional, language, FALLBACK_INTL_LOCALE];
}

/** The `lang` of the page in a language: the South African variant, as `<html lang="en-ZA">` has always said. */
export function htmlLang(language: string): string {
  return `${language}-ZA`;
}
