/**
 * Numbers and dates outside messages, in the active language (the messages format
 * their own). Formatters are made once per language and kept: the map's type counts
 * call these for every render.
 */
import type { NumberWords } from '../domain/distance';
import { FIRST_DATE_FORMAT, FIRST_NUMBER_FORMAT, intlLocales, REPORT_TIME_ZONE } from '../domain/intl-locales';
import { activeLanguage } from './i18n';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions = {}, language = activeLanguage()): Intl.NumberFormat {
  const key = `n${language}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(intlLocales(language), options)));
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions, language = activeLanguage()): Intl.DateTimeFormat {
  const key = `d${language}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(intlLocales(language), { timeZone: REPORT_TIME_ZONE, ...options })));
  return format;
}

/**
 * Makes the count and month formatters of `language` ahead of the first render, for a
 * moment the page only waits for its catalogue. The browser's first Intl formatter
 * loads its locale data (100-200 ms of main thread at Lighthouse's 4x CPU slowdown),
 * which otherwise fell inside /home's first render; a worker loads it first
 * (src/shared/language/warm-intl.ts), so this is called once that worker is done.
 */
export function prepareFormats(language: string): void {
  numberFormat(FIRST_NUMBER_FORMAT, language);
  dateFormat(FIRST_DATE_FORMAT, language);
}

/** A count: "12 345" in English (South African grouping), as the language groups digits elsewhere. */
export function formatCount(n: number): string {
  return numberFormat().format(n);
}

/**
 * A number with `digits` decimals. English keeps the point the product has always
 * written ("1.2 km", "2.4 MB"); other languages get their own decimal sign.
 */
export function formatDecimal(value: number, digits: number): string {
  if (activeLanguage() === 'en') return value.toFixed(digits);
  return numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
}

/** A share from 0 to 1 as a whole percentage: "82%" in English, as the language writes it elsewhere. */
export function formatPercent(share: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A South African month of the trend chart: "Nov" (short), "N" (narrow), "November 2026" (long), or its year. */
export function formatMonth(start: number, style: 'short' | 'narrow' | 'long' | 'year'): string {
  if (style === 'year') return dateFormat({ year: 'numeric' }).format(start);
  if (style === 'long') return dateFormat({ month: 'long', year: 'numeric' }).format(start);
  return dateFormat({ month: style }).format(start);
}

/** The parts of a South African date and time, for formats that fix their own order. */
export function dateTimeParts(epochMs: number, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatPart[] {
  return dateFormat(options).formatToParts(epochMs);
}

/** The active language's way with numbers, for the domain's formatters (distances, data sizes). */
export const activeNumbers: NumberWords = { count: formatCount, decimal: formatDecimal };

/** Short month names ("Nov") by month index in the active language; undefined for English, which keeps the product's own. */
export function activeShortMonths(): ((month: number) => string) | undefined {
  if (activeLanguage() === 'en') return undefined;
  return (month) => dateFormat({ month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, month, 15));
}
